// ios: 14.0
// expect: error: is only available in iOS 15
import Combine

func consume() async {
    for await value in Just(1).values { print(value) }
}
