// ios: 15.0
// expect: pass
import Foundation

UserDefaults.standard.set(true, forKey: "onboarded")
let onboarded = UserDefaults.standard.bool(forKey: "onboarded")
let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
    timer.invalidate()
}
RunLoop.main.add(timer, forMode: .common)
print(onboarded, Thread.isMainThread)
