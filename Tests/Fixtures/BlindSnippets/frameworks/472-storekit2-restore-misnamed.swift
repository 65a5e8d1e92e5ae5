// ios: 15
// expect: error 19: has no member 'restorePurchases'
// topic: Restore purchases button; mistake: calling a restore method that StoreKit 2 does not have (it is AppStore.sync())
// apis: AppStore.sync(), ProgressView
// source: https://developer.apple.com/documentation/storekit/appstore/sync()
import SwiftUI
import StoreKit

struct RestorePurchasesButton: View {
    @State private var isRestoring = false
    @State private var errorMessage: String?

    var body: some View {
        Button {
            Task {
                isRestoring = true
                defer { isRestoring = false }
                do {
                    try await AppStore.restorePurchases()
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        } label: {
            if isRestoring {
                ProgressView()
            } else {
                Text("Restore Purchases")
            }
        }
        .disabled(isRestoring)
    }
}
