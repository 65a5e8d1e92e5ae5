// ios: 17
// expect: pass
// topic: Replacing a Core Data fetched-results list: modelContext insert/delete/save with a multi-key @Query sort
// apis: Environment(\.modelContext), ModelContext.insert, ModelContext.delete, ModelContext.save, Query(sort:[SortDescriptor]), SortDescriptor
// source: https://developer.apple.com/documentation/swiftdata/modelcontext
import SwiftUI
import SwiftData

@Model
final class Expense {
    var title: String
    var amount: Double
    var date: Date

    init(title: String, amount: Double, date: Date = .now) {
        self.title = title
        self.amount = amount
        self.date = date
    }
}

struct ExpensesView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: [SortDescriptor(\Expense.date, order: .reverse), SortDescriptor(\Expense.title)])
    private var expenses: [Expense]

    var body: some View {
        List {
            ForEach(expenses) { expense in
                HStack {
                    Text(expense.title)
                    Spacer()
                    Text(expense.amount, format: .currency(code: "EUR"))
                }
            }
            .onDelete(perform: deleteExpenses)
        }
        .toolbar {
            Button("Add", systemImage: "plus") {
                modelContext.insert(Expense(title: "Coffee", amount: 3.2))
            }
        }
    }

    private func deleteExpenses(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(expenses[index])
        }
        try? modelContext.save()
    }
}
