#include "site/link_check.h"

#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "util/files.h"
#include "util/strings.h"

namespace arbiter::testing {
namespace {

// The ids of a page's elements.
const std::set<std::string>& IdsOf(const std::string& path,
                                   std::map<std::string, std::set<std::string>>* cache) {
  auto it = cache->find(path);
  if (it != cache->end()) return it->second;
  std::set<std::string> ids;
  auto text = ReadFile(path);
  if (text.ok()) {
    static const std::regex kId(R"re(\sid="([^"]*)")re");
    for (auto m = std::sregex_iterator(text->begin(), text->end(), kId);
         m != std::sregex_iterator(); ++m) {
      ids.insert((*m)[1].str());
    }
  }
  return cache->emplace(path, std::move(ids)).first->second;
}

std::string Unescape(std::string s) {
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"&quot;", "\""}, {"&#39;", "'"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}}) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) {
      s.replace(at, from.size(), to);
    }
  }
  return s;
}

}  // namespace

LinkReport CheckLinks(const std::string& site_dir) {
  LinkReport report;
  std::map<std::string, std::set<std::string>> ids;
  static const std::regex kLink(R"re(\s(?:href|src|action)="([^"]*)")re");
  for (const auto& entry : std::filesystem::recursive_directory_iterator(site_dir)) {
    if (entry.path().extension() != ".html") continue;
    ++report.pages;
    const std::string page = entry.path().string();
    auto text = ReadFile(page);
    if (!text.ok()) {
      report.broken.push_back(page + ": unreadable");
      continue;
    }
    for (auto m = std::sregex_iterator(text->begin(), text->end(), kLink);
         m != std::sregex_iterator(); ++m) {
      const std::string href = Unescape((*m)[1].str());
      ++report.links;
      if (StartsWith(href, "http:") || StartsWith(href, "https:") || StartsWith(href, "mailto:")) {
        ++report.external;
        continue;
      }
      const size_t hash = href.find('#');
      std::string file = href.substr(0, std::min(hash, href.find('?')));
      const std::string fragment = hash == std::string::npos ? "" : href.substr(hash + 1);
      const std::string target =
          file.empty()
              ? page
              : std::filesystem::weakly_canonical(entry.path().parent_path() / file).string();
      if (!FileExists(target)) {
        report.broken.push_back(page + ": " + href);
        continue;
      }
      if (!fragment.empty() && !IdsOf(target, &ids).count(fragment)) {
        report.broken.push_back(page + ": " + href + " (no id \"" + fragment + "\")");
      }
    }
  }
  return report;
}

}  // namespace arbiter::testing
