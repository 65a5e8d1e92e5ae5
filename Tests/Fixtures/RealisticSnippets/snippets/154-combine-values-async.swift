// ios: 15
// expect: pass
// topic: Publisher.values bridging Combine to async/await
// apis: Publisher.values, PassthroughSubject, for await
final class Downloader {
    let progress = PassthroughSubject<Double, Never>()

    func report() async {
        for await value in progress.values {
            print("Progreso: \(Int(value * 100)) %")
            if value >= 1 { break }
        }
    }
}
