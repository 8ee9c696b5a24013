#include "corpus/import_mtg_tournament.h"

#include <regex>

#include "corpus/import_mtg_common.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

struct Heading {
  std::string id, title, first_text;
};

// A heading line, or false. `next_chapter` is the number an MTR chapter must have (steps inside
// sections are numbered too, but never with the leading space and the next chapter's number).
bool ParseHeading(const std::string& raw, int next_chapter, Heading* h) {
  static const std::regex kMtrChapter(R"(^ (\d{1,2})\.  (\S.*?)\s*$)");
  static const std::regex kMtrSection(R"(^(\d{1,2}\.\d{1,2})  (\S.*?)\s*$)");
  static const std::regex kAppendix(R"(^ ?Appendix ([A-Z])\xE2\x80\x94(.*?)\s*$)");
  static const std::regex kIpgChapter(R"(^(\d)\. {2,3}([A-Z][A-Z ,'\-]+?)\s*$)");
  static const std::regex kIpgSection(R"(^(\d\.\d{1,2})\. {2,}(\S.*?)\s*$)");
  std::smatch m;
  if (std::regex_match(raw, m, kMtrChapter) && std::stoi(m[1].str()) == next_chapter) {
    *h = {m[1].str(), m[2].str(), ""};
    return true;
  }
  if (std::regex_match(raw, m, kMtrSection) || std::regex_match(raw, m, kIpgSection)) {
    std::string title = m[2].str();
    std::string penalty;
    const size_t gap = title.find("  ");  // IPG: "<infraction>  <penalty>"
    if (gap != std::string::npos) {
      penalty = std::string(Trim(title.substr(gap)));
      title = std::string(Trim(title.substr(0, gap)));
    }
    *h = {m[1].str(), title, penalty.empty() ? "" : "Penalty: " + penalty};
    return true;
  }
  if (std::regex_match(raw, m, kAppendix)) {
    *h = {"appendix-" + ToLowerAscii(m[1].str()), "Appendix " + m[1].str() + ": " + m[2].str(), ""};
    return true;
  }
  if (std::regex_match(raw, m, kIpgChapter) && std::stoi(m[1].str()) == next_chapter) {
    *h = {m[1].str(), m[2].str(), ""};
    return true;
  }
  const std::string t(Trim(raw));
  if (t == "INTRODUCTION") {
    *h = {"introduction", "Introduction", ""};
    return true;
  }
  if (t == "FRAMEWORK OF THIS DOCUMENT") {
    *h = {"framework", "Framework of This Document", ""};
    return true;
  }
  return false;
}

bool IsPageNumber(const std::string& line) {
  static const std::regex kPage(R"(^\s*\d{1,3}\s*$)");
  return std::regex_match(line, kPage);
}

}  // namespace

Status ImportMtgTournamentPdf(std::string_view text, const std::string& file,
                              ImportedDocument* out) {
  const std::vector<std::string> lines = SplitLines(text);
  int next_chapter = 1;
  bool open = false;
  Rule current;
  std::vector<std::string> paragraphs;
  std::string paragraph;
  auto end_paragraph = [&] {
    const std::string p = CollapseSpaces(paragraph);
    if (!p.empty()) paragraphs.push_back(p);
    paragraph.clear();
  };
  auto close = [&] {
    end_paragraph();
    if (!open) return;
    current.text = Join(paragraphs, "\n");
    out->rules.push_back(current);
    paragraphs.clear();
    open = false;
  };
  std::string title;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& raw = lines[i];
    if (IsPageNumber(raw)) continue;                       // a page break joins the text
    if (raw.find(".....") != std::string::npos) continue;  // contents, with dot leaders
    const std::string t(Trim(raw));
    if (!open && title.empty() && !t.empty()) title = t;
    if (StartsWith(t, "Effective ") && out->doc.effective.empty()) {
      const std::string iso = IsoDateFromLongDate(t.substr(10));
      if (!iso.empty()) out->doc.effective = iso;
    }
    Heading h;
    if (ParseHeading(raw, next_chapter, &h)) {
      close();
      current = Rule{};
      current.id = h.id;
      current.title = h.title;
      current.line = static_cast<int>(i) + 1;
      if (!h.first_text.empty()) paragraphs.push_back(h.first_text);
      if (IsAsciiDigit(h.id[0]) && h.id.find('.') == std::string::npos) {
        next_chapter = std::stoi(h.id) + 1;
      }
      current.parent = h.id.find('.') == std::string::npos ? "" : h.id.substr(0, h.id.find('.'));
      open = true;
      continue;
    }
    if (!open) continue;
    if (t.empty()) {
      end_paragraph();
      continue;
    }
    if (StartsWith(t, "\xE2\x80\xA2")) end_paragraph();  // a bullet starts its own line
    paragraph += (paragraph.empty() ? "" : " ") + t;
  }
  close();
  if (out->rules.empty()) {
    return Status::Corruption(file +
                              ":1: no chapter or section heading (' 1.  Title', '1.1  Title', "
                              "'1.1.   TITLE') found");
  }
  if (out->doc.title.empty()) out->doc.title = CollapseSpaces(title);
  return Status::Ok();
}

}  // namespace arbiter::corpus
