#include "corpus/superseded.h"

#include <algorithm>
#include <filesystem>

#include "corpus/windows.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {

Result<std::vector<Supersession>> ParseSupersessions(std::string_view text,
                                                     const std::string& file) {
  std::vector<Supersession> out;
  const std::vector<std::string> lines = SplitLines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = Trim(lines[i]);
    if (line.empty() || line[0] == '#') continue;
    const std::string where = file + ":" + std::to_string(i + 1) + ": ";
    const std::vector<std::string> f = Split(lines[i], '\t');
    if (f.size() != 5) {
      return Status::Corruption(where +
                                "expected 5 tab-separated fields (ruling document, ruling "
                                "id, citations, since, why), found " +
                                std::to_string(f.size()));
    }
    Supersession s;
    s.doc = std::string(Trim(f[0]));
    s.id = std::string(Trim(f[1]));
    for (const std::string& c : Split(std::string(Trim(f[2])), ' ')) {
      if (!c.empty()) s.by.push_back(c);
    }
    const std::string since(Trim(f[3]));
    s.why = std::string(Trim(f[4]));
    if (s.doc.empty() || s.id.empty() || s.by.empty() || s.why.empty()) {
      return Status::Corruption(where + "every field must be filled (\"-\" for an unknown since)");
    }
    if (since != "-" && !IsIsoDate(since)) {
      return Status::Corruption(where + "since must be a date like 2017-04-28 or \"-\", not \"" +
                                since + "\"");
    }
    s.since = since == "-" ? "" : since;
    s.file = file;
    s.line = static_cast<int>(i) + 1;
    out.push_back(std::move(s));
  }
  return out;
}

Result<std::vector<Supersession>> LoadSupersessions(const std::string& rules_db_dir) {
  std::vector<std::string> dirs;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(rules_db_dir, ec)) {
    if (e.is_directory(ec)) dirs.push_back(e.path().filename().string());
  }
  std::sort(dirs.begin(), dirs.end());
  std::vector<Supersession> out;
  for (const std::string& dir : dirs) {
    const std::string rel = dir + "/rulings-superseded.tsv";
    const std::string path = JoinPath(rules_db_dir, rel);
    if (!FileExists(path)) continue;
    auto text = ReadFile(path);
    if (!text.ok()) return text.status();
    auto parsed = ParseSupersessions(*text, rel);
    if (!parsed.ok()) return parsed.status();
    out.insert(out.end(), parsed->begin(), parsed->end());
  }
  return out;
}

}  // namespace arbiter::corpus
