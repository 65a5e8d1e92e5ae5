// ios: 15
// expect: pass
// topic: NavigationStack on iOS 16+, NavigationView stack style fallback on iOS 15
// apis: NavigationStack, NavigationView, NavigationLink, navigationTitle, navigationViewStyle, ViewBuilder
// source: https://developer.apple.com/documentation/swiftui/navigationstack, https://developer.apple.com/documentation/swiftui/navigationview
import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct ArticleList: View {
    let articles: [Article]

    var body: some View {
        List(articles) { article in
            NavigationLink(destination: Text(article.title).font(.largeTitle)) {
                Text(article.title)
            }
        }
        .navigationTitle("Articles")
    }
}

struct AdaptiveNavigation<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        if #available(iOS 16.0, *) {
            NavigationStack { content() }
        } else {
            NavigationView { content() }
                .navigationViewStyle(.stack)
        }
    }
}

struct RootView: View {
    let articles = (1...5).map { Article(id: $0, title: "Article \($0)") }

    var body: some View {
        AdaptiveNavigation {
            ArticleList(articles: articles)
        }
    }
}
