// ios: 15.0
// expect: pass
// A realistic iOS 15 screen: ObservableObject store, List editing (remove(atOffsets:)),
// search, refresh, sheets, toolbar, focus, and an availability-gated empty state.
import SwiftUI

struct Item: Identifiable, Hashable { let id = UUID(); var name: String; var done = false }

final class Store: ObservableObject {
    @Published var items: [Item] = []
    @Published var query = ""
}

struct ContentView: View {
    @StateObject private var store = Store()
    @State private var selected: Item?
    @State private var showingAdd = false
    @State private var newName = ""
    @FocusState private var focused: Bool
    @Environment(\.colorScheme) private var scheme
    @AppStorage("compact") private var compact = false

    var filtered: [Item] { store.items.filter { store.query.isEmpty || $0.name.contains(store.query) } }

    var body: some View {
        NavigationView {
            List {
                Section {
                    ForEach(filtered) { item in
                        HStack {
                            Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                                .foregroundColor(item.done ? .green : .secondary)
                                .onTapGesture { toggle(item) }
                            Text(item.name)
                                .strikethrough(item.done)
                            Spacer()
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { selected = item }
                        .swipeActions {
                            Button(role: .destructive) {
                                delete(item)
                            } label: {
                                Label("Borrar", systemImage: "trash")
                            }
                        }
                    }
                    .onDelete { store.items.remove(atOffsets: $0) }
                } header: {
                    Text("Tareas (\(filtered.count))")
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $store.query)
            .refreshable { await reload() }
            .navigationTitle("Tareas")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAdd = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                NavigationView {
                    Form {
                        TextField("Nombre", text: $newName)
                            .focused($focused)
                            .submitLabel(.done)
                            .onSubmit(add)
                    }
                    .navigationTitle("Nueva")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Añadir", action: add).disabled(newName.isEmpty)
                        }
                        ToolbarItem(placement: .cancellationAction) { Button("Cancelar") { showingAdd = false } }
                    }
                }
                .onAppear { focused = true }
            }
            .sheet(item: $selected) { item in
                Text(item.name).font(.title).padding()
            }
            .overlay {
                if store.items.isEmpty {
                    if #available(iOS 17.0, *) {
                        ContentUnavailableView("Sin tareas", systemImage: "checklist", description: Text("Añade una"))
                    } else {
                        Text("Sin tareas").foregroundStyle(.secondary)
                    }
                }
            }
            .animation(.default, value: store.items)
        }
        .preferredColorScheme(compact ? .dark : nil)
    }

    func toggle(_ item: Item) {
        if let i = store.items.firstIndex(of: item) { store.items[i].done.toggle() }
    }
    func delete(_ item: Item) { store.items.removeAll { $0.id == item.id } }
    func add() {
        withAnimation { store.items.append(Item(name: newName)) }
        newName = ""; showingAdd = false
    }
    func reload() async { try? await Task.sleep(nanoseconds: 1_000_000) }
}
