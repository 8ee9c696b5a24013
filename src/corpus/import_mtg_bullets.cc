#include "corpus/import_mtg_bullets.h"

#include "corpus/import_mtg_common.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {
constexpr std::string_view kBullet = "\xE2\x80\xA2";  // •
}  // namespace

Status ImportMtgBullets(std::string_view text, const std::string& file, ImportedDocument* out) {
  const std::string utf8 = DecodeMtgSourceText(text, file, &out->anomalies);
  const std::vector<std::string> lines = SplitLines(utf8);
  bool any_bullet = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    const int lineno = static_cast<int>(i) + 1;
    std::string_view t = Trim(lines[i]);
    if (t.empty()) continue;
    bool bullet = false;
    if (StartsWith(t, kBullet)) {
      t = Trim(t.substr(kBullet.size()));
      bullet = true;
    } else if (StartsWith(t, "- ") || StartsWith(t, "* ")) {
      t = Trim(t.substr(2));
      bullet = true;
    } else if (StartsWith(t, "CR ")) {
      t = Trim(t.substr(3));
    }
    if (auto n = ParseMtgNumberedLine(t)) {
      Rule r;
      r.id = n->id;
      r.line = lineno;
      if (r.id.find('.') == std::string::npos && !bullet) {
        r.title = n->rest;  // "CR 607. Linked Abilities"
      } else {
        r.text = n->rest;
      }
      any_bullet = any_bullet || bullet;
      out->rules.push_back(std::move(r));
      continue;
    }
    if (StartsWith(t, "Example:") && !out->rules.empty()) {
      out->rules.back().examples.emplace_back(Trim(t.substr(8)));
      continue;
    }
    out->anomalies.push_back({file, lineno, "unparsed-line",
                              "not a numbered bullet: '" + std::string(t.substr(0, 80)) + "'"});
  }
  if (!any_bullet) {
    return Status::Corruption(file + ": not a bulleted rules list: no '• NNN.N text' line found");
  }
  LinkMtgParents(file, out);
  return Status::Ok();
}

}  // namespace arbiter::corpus
