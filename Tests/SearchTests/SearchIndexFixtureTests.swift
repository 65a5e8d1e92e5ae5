import Foundation
import Testing

@testable import Search

/// The small index the JS engine's tests read (`Tests/Fixtures/search/small-index`) is this builder's output
/// for these units, so the two sides agree on the format. `PUENTE_RECORD=1` rewrites it; review the diff.
@Suite struct SearchIndexFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/search/small-index")

    static let spanish = [
        SearchUnit(
            url: "es/recetas-swiftui/", title: "Recetas con SwiftUI", heading: "", titleText: "Recetas con SwiftUI",
            body: "Una guía breve para mostrar recetas en una lista con iOS 17.", tags: "swiftui recetas", code: "",
            text: "Una guía breve para mostrar recetas en una lista con iOS 17."),
        SearchUnit(
            url: "es/recetas-swiftui/#lista-de-ingredientes", title: "Recetas con SwiftUI",
            heading: "Lista de ingredientes", titleText: "",
            body:
                "Cada receta tiene sus ingredientes. El modificador scrollContentBackground cambia el fondo de la lista.",
            code: "List(recetas) { receta in\n    Text(receta.nombre)\n}"),
        SearchUnit(
            url: "es/alertas-dialogos/", title: "Alertas y diálogos de confirmación", heading: "",
            titleText: "Alertas y diálogos de confirmación",
            body: "Los diálogos piden confirmación antes de borrar una receta.", code: ""),
        SearchUnit(
            url: "es/alertas-dialogos/#dialogos-basados-en-datos", title: "Alertas y diálogos de confirmación",
            heading: "Diálogos basados en datos", titleText: "",
            body: "Con confirmationDialog(_:item:) el diálogo recibe el elemento seleccionado.",
            code: "confirmationDialog(\"Borrar\", item: $receta) { receta in\n    Button(\"Borrar\") {}\n}"),
        SearchUnit(
            url: "es/alertas-dialogos/#ver-tambien", title: "Alertas y diálogos de confirmación",
            heading: "Ver también", titleText: "", body: "Más en", links: "Teclado y foco", code: "",
            text: "Más en Teclado y foco"),
        SearchUnit(
            url: "es/teclado-foco/", title: "Teclado y foco", heading: "", titleText: "Teclado y foco",
            body: "El teclado aparece cuando un campo de texto recibe el foco. Versión mínima: iOS 15.", code: ""),
        SearchUnit(
            url: "es/teclado-foco/#ocultar-el-teclado", title: "Teclado y foco", heading: "Ocultar el teclado",
            titleText: "", body: "Para ocultar el teclado, quita el foco del campo de texto. Los gestos compiten.",
            code: "focused = false"),
        SearchUnit(
            url: "es/busqueda/", title: "Configuración de la búsqueda", heading: "",
            titleText: "Configuración de la búsqueda",
            body: "La búsqueda funciona sin servidor: el navegador descarga solo los fragmentos necesarios del índice.",
            code: ""),
        SearchUnit(
            url: "es/navegacion/", title: "Pila de navegación", heading: "", titleText: "Pila de navegación",
            body: "La navegación con una pila de vistas. La pila guarda la ruta de navegación.", code: ""),
    ]

    static let japanese = [
        SearchUnit(
            url: "ja/list-background/", title: "Listの背景色を変更する", heading: "", titleText: "Listの背景色を変更する",
            body: "iOS16以降はscrollContentBackgroundで背景色を変更できます。", code: ""),
        SearchUnit(
            url: "ja/list-background/#ios15-branch", title: "Listの背景色を変更する", heading: "iOS15での分岐",
            titleText: "", body: "バージョンによって処理を分岐します。", code: "if #available(iOS 16, *) { }"),
        SearchUnit(
            url: "ja/keyboard-focus/", title: "キーボードとフォーカス", heading: "", titleText: "キーボードとフォーカス",
            body: "テキストフィールドにフォーカスが移るとキーボードが表示されます。空の状態も扱います。", code: ""),
        SearchUnit(
            url: "ja/keyboard-focus/#dismiss", title: "キーボードとフォーカス", heading: "キーボードを閉じる",
            titleText: "", body: "フォーカスを外すとキーボードが閉じます。景色ではなく背景をタップしても閉じられます。",
            code: ""),
        SearchUnit(
            url: "ja/search/", title: "検索の仕組み", heading: "", titleText: "検索の仕組み",
            body: "検索インデックスは必要な部分だけを読み込みます。", code: ""),
    ]

    /// Each file of one language's index, pretty enough to review: the bytes exactly as built.
    static func files(_ language: String) -> [String: [UInt8]] {
        var builder = SearchIndexBuilder()
        builder.chunkSize = 400
        return builder.build(language == "es" ? spanish : japanese, language: language)
    }

    @Test(arguments: ["es", "ja"])
    func theCommittedIndexIsTheBuildersOutput(language: String) throws {
        let folder = Self.folder.appending(path: language)
        let built = Self.files(language)
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, bytes) in built { try Data(bytes).write(to: folder.appending(path: name)) }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == built.keys.sorted(), "run with PUENTE_RECORD=1 to rewrite the fixture")
        for name in names {
            let committed = try Data(contentsOf: folder.appending(path: name))
            #expect(Array(committed) == built[name], "\(language)/\(name) differs from the builder's output")
        }
    }
}
