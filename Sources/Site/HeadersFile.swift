import SafeSVG
import Theme

/// `_headers`: the response headers that Netlify and Cloudflare Pages set from a file of that name at the
/// site's root. Every file gets the Content-Security-Policy the pages declare in their `<meta>` (which a
/// browser applies only to HTML) and `nosniff`; published pictures (`assets/img/`) get SVG's stricter policy as
/// well, so an SVG opened on its own can never run or fetch anything. Servers that read no such file are
/// configured by hand (docs/authoring.md, "Publishing").
enum HeadersFile {
    /// The file's output-relative path.
    static let name = "_headers"

    /// The file for a site whose pages may show images from `imageHosts`.
    static func text(imageHosts: [String]) -> String {
        let page = PageContext.contentSecurityPolicy(imageHosts: imageHosts)
        return """
            # Response headers for hosts that read this file (Netlify, Cloudflare Pages); written by Puente.
            /*
              Content-Security-Policy: \(page)
              X-Content-Type-Options: nosniff
            /assets/img/*
              Content-Security-Policy: \(SVGInspection.contentSecurityPolicy)

            """
    }
}
