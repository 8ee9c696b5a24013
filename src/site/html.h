// HTML for the offline reference site: escaping, the page frame every page shares (header, search
// box, light and dark styles, print styles) and the site's static assets.
#pragma once

#include <string>
#include <string_view>

namespace arbiter::site {

// Text as HTML: & < > " ' escaped; bytes that are not valid UTF-8 become U+FFFD.
std::string Escape(std::string_view text);
// Escaped text with line breaks kept (<br>).
std::string EscapeLines(std::string_view text);

struct PageFrame {
  std::string title;         // <title> and the page's heading
  std::string root = "../";  // relative path from the page to the site root ("" for index.html)
  std::string subtitle;      // a line under the heading (document, version, effective window)
};

// A whole page: frame + body (body is HTML).
std::string Page(const PageFrame& frame, const std::string& body);

// The stylesheet (style.css) and the offline search script (search.js).
std::string_view StyleSheet();
std::string_view SearchScript();

}  // namespace arbiter::site
