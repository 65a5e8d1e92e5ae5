// ios: 15
// expect: error 5: does not conform to protocol 'UIViewRepresentable'
// topic: UIViewRepresentable without updateUIView
// apis: UIViewRepresentable
struct ActivitySpinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        return spinner
    }
}
