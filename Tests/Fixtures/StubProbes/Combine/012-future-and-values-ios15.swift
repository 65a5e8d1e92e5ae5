// ios: 15.0
// expect: pass
import Combine

func fetch() -> Future<Int, Never> {
    Future { promise in promise(.success(42)) }
}
func consume() async {
    let value = await fetch().value
    for await tick in Just(value).values {
        print(tick)
    }
}
