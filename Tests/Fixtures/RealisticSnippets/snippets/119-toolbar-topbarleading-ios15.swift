// ios: 15
// expect: pass
// topic: .topBarLeading is back-deployed to iOS 14 (SDK @backDeployed before iOS 17)
// apis: ToolbarItemPlacement.topBarLeading, ToolbarItemPlacement.topBarTrailing
struct BackDeployedToolbar: View {
    var body: some View {
        NavigationView {
            Text("Contenido")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Cerrar") {}
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Listo") {}
                    }
                }
        }
    }
}
