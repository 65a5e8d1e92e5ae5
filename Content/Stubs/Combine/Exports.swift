// Combine is layered on Foundation in the stub SDK only for the Foundation integrations
// (NotificationCenter.Publisher, Timer.publish, URLSession.dataTaskPublisher, Scheduler
// conformances of DispatchQueue/RunLoop/OperationQueue). Like the real Combine module,
// it does not re-export Foundation.
import Foundation
