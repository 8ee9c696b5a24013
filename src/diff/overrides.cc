#include "diff/overrides.h"

#include <algorithm>
#include <filesystem>

#include "util/files.h"
#include "util/strings.h"

namespace arbiter::diff {

OverrideFile ParseOverrides(std::string_view text, const std::string& path, Diagnostics* diags) {
  OverrideFile out;
  out.path = path;
  const std::vector<std::string> lines = SplitLines(text);
  for (size_t n = 0; n < lines.size(); ++n) {
    const int line = static_cast<int>(n) + 1;
    const std::string_view l = Trim(lines[n]);
    if (l.empty()) continue;
    if (l[0] == '#') {
      const std::string_view body = Trim(l.substr(1));
      if (StartsWith(body, "from:")) out.from_doc = std::string(Trim(body.substr(5)));
      if (StartsWith(body, "to:")) out.to_doc = std::string(Trim(body.substr(3)));
      continue;
    }
    const std::vector<std::string> f = Split(lines[n], '\t');
    if (f.size() != 3 || Trim(f[0]).empty() || Trim(f[2]).empty()) {
      Diagnostic d;
      d.file = path;
      d.line = line;
      d.column = 1;
      d.message = "expected 3 tab-separated fields: old id, new id (or -), reason";
      d.code = "bad-override";
      d.source_line = lines[n];
      diags->Add(std::move(d));
      continue;
    }
    Override o;
    o.from = std::string(Trim(f[0]));
    o.to = std::string(Trim(f[1]));
    if (o.to == "-") o.to.clear();
    o.reason = std::string(Trim(f[2]));
    o.line = line;
    out.overrides.push_back(std::move(o));
  }
  if (out.from_doc.empty() || out.to_doc.empty()) {
    diags->Error(path, 1, 1, "missing '# from: <document>' or '# to: <document>' header",
                 "bad-override");
  }
  return out;
}

Result<std::vector<OverrideFile>> LoadOverrideFiles(const std::string& rules_db_dir,
                                                    Diagnostics* diags) {
  namespace fs = std::filesystem;
  std::vector<std::string> paths;
  std::error_code ec;
  for (const auto& dir : fs::directory_iterator(rules_db_dir, ec)) {
    if (!dir.is_directory()) continue;
    for (const auto& f : fs::directory_iterator(dir.path(), ec)) {
      const std::string name = f.path().filename().string();
      if (StartsWith(name, "mapping-") && EndsWith(name, "-overrides.tsv")) {
        paths.push_back(f.path().string());
      }
    }
  }
  std::sort(paths.begin(), paths.end());
  std::vector<OverrideFile> out;
  for (const std::string& p : paths) {
    auto text = ReadFile(p);
    if (!text.ok()) return text.status();
    out.push_back(ParseOverrides(*text, p, diags));
  }
  return out;
}

std::vector<Override> OverridesFor(const std::vector<OverrideFile>& files,
                                   const std::string& from_doc, const std::string& to_doc) {
  std::vector<Override> out;
  for (const OverrideFile& f : files) {
    if (f.from_doc == from_doc && f.to_doc == to_doc) {
      out.insert(out.end(), f.overrides.begin(), f.overrides.end());
    }
  }
  return out;
}

}  // namespace arbiter::diff
