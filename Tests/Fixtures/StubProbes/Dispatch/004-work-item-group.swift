// ios: 15.0
// expect: pass
import Dispatch

let item = DispatchWorkItem { print("work") }
let group = DispatchGroup()
group.enter()
DispatchQueue.global().async(group: group) { group.leave() }
group.notify(queue: .main) { print("done") }
DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item)
item.cancel()
