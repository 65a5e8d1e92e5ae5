// ios: 15.0
// expect: pass
import SwiftUI

struct Profile {
    var name: String
    var nickname: String?
    var age: Int
}

struct ProfileEditor: View {
    @Binding var profile: Profile
    var body: some View {
        Form {
            TextField("Nombre", text: $profile.name)
            Stepper("Edad \(profile.age)", value: $profile.age, in: 0...120)
            if let nickname = Binding($profile.nickname) {
                TextField("Apodo", text: nickname)
            }
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile(name: "Ana", nickname: nil, age: 30)
    @State private var flags: [Bool] = [true, false]
    @State private var selection: String? = nil
    var body: some View {
        VStack {
            ProfileEditor(profile: $profile)
            ProfileEditor(profile: .constant(Profile(name: "Demo", nickname: "D", age: 1)))
            Toggle("Custom", isOn: Binding(get: { profile.age > 18 }, set: { _ in }))
            Toggle("Animated", isOn: $flags[0].animation())
        }
    }
}

struct StateInitializers: View {
    @State private var count: Int
    @State private var optional: String?
    init(count: Int) {
        _count = State(initialValue: count)
        _optional = State(wrappedValue: nil)
    }
    var body: some View { Text("\(count)") }
}
