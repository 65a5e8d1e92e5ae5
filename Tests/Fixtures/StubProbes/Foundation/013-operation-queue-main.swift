// ios: 15.0
// expect: pass
import Foundation

OperationQueue.main.addOperation {
    print("on main")
}
let queue = OperationQueue()
queue.maxConcurrentOperationCount = 2
queue.addOperation(BlockOperation { print("block") })
