// ios: 15
// expect: error 8: 'async let' in a function that does not support concurrency
// topic: async let inside a synchronous function
// apis: async let
func loadNumber() async -> Int { 42 }

func startLoading() -> Int {
    async let number = loadNumber()
    return 0
}
