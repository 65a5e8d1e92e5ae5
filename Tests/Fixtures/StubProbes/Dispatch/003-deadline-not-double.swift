// ios: 15.0
// expect: error: cannot convert value of type 'Double' to expected argument type 'DispatchTime'
import Dispatch

let delay: Double = 0.3
DispatchQueue.main.asyncAfter(deadline: delay) {}
