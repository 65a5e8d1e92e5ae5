// ios: 15.0
// expect: pass
import Dispatch

DispatchQueue.main.async {
    print("main")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
    print("later")
}
DispatchQueue.global(qos: .userInitiated).async {
    let value = DispatchQueue.main.sync { 42 }
    print(value)
}
let deadline = DispatchTime.now() + .milliseconds(250)
let queue = DispatchQueue(label: "com.example.queue", attributes: .concurrent)
queue.asyncAfter(deadline: deadline) {}
