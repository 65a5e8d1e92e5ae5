// ios: 17
// expect: error 11: requires that 'AccountModel' conform to 'ObservableObject'
// topic: @EnvironmentObject with an @Observable class
// apis: EnvironmentObject, Observable()
@Observable
final class AccountModel {
    var email = ""
}

struct AccountView: View {
    @EnvironmentObject var account: AccountModel

    var body: some View {
        Text(account.email)
    }
}
