// ios: 15.0
// expect: error: non-class type 'Model' cannot conform to class protocol 'ObservableObject'
import Combine

struct Model: ObservableObject {}
