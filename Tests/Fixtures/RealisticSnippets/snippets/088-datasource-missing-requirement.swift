// ios: 15
// expect: error 5: does not conform to protocol 'UITableViewDataSource'
// topic: UITableViewDataSource without cellForRowAt
// apis: UITableViewDataSource
final class ColorsDataSource: NSObject, UITableViewDataSource {
    let colors = ["Rojo", "Verde", "Azul"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        colors.count
    }
}
