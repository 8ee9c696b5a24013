#include "cli/rule_args.h"

#include <algorithm>

#include "corpus/refs.h"
#include "corpus/rule_id.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

bool IsNoiseWord(const std::string& arg) {
  const std::string lower = ToLowerAscii(arg);
  return lower == "cr" || lower == "cr." || lower == "rule" || lower == "rules";
}

bool IsPrefix(const std::string& arg, const std::vector<std::string>& prefixes) {
  return std::find(prefixes.begin(), prefixes.end(), ToLowerAscii(arg)) != prefixes.end();
}

// "mtg607.2" -> "mtg:607.2" when the letters before the first digit name a game.
std::string SplitGluedPrefix(const std::string& arg, const std::vector<std::string>& prefixes) {
  if (arg.find(':') != std::string::npos) return arg;
  const size_t digit = arg.find_first_of("0123456789");
  if (digit == 0 || digit == std::string::npos) return arg;
  const std::string head = arg.substr(0, digit);
  if (!IsPrefix(head, prefixes)) return arg;
  return ToLowerAscii(head) + ":" + arg.substr(digit);
}

// "702.19a-d" -> 702.19a ... 702.19d; "mtg:601.2f–h" keeps its prefix. A range the reference
// parser cannot expand (or no range at all) stays as written.
std::vector<std::string> ExpandRange(const std::string& citation) {
  const size_t colon = citation.rfind(':');
  const std::string prefix = colon == std::string::npos ? "" : citation.substr(0, colon + 1);
  const std::string id = citation.substr(prefix.size());
  const bool dash =
      id.find('-') != std::string::npos || id.find("\xE2\x80\x93") != std::string::npos;  // en dash
  if (!dash || id.empty() || !IsAsciiDigit(id[0])) return {citation};
  // Dotted ids put a dot before each letter (718.5.a); MTG's follow the number (702.19a).
  const bool dotted = id.find(".a") != std::string::npos || prefix.rfind("riftbound", 0) == 0;
  const corpus::IdStyle style = dotted ? corpus::IdStyle::kDotted : corpus::IdStyle::kMtg;
  const auto refs = corpus::ExtractReferences("rule " + id, style);
  if (refs.size() != 1 || refs[0].targets.size() < 2) return {citation};
  std::vector<std::string> out;
  for (const auto& t : refs[0].targets) out.push_back(prefix + t);
  return out;
}

}  // namespace

std::vector<std::string> RuleArgs(const std::vector<std::string>& args,
                                  const std::vector<std::string>& prefixes) {
  std::vector<std::string> out;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    const bool more = i + 1 < args.size();
    if (more && IsNoiseWord(arg)) continue;
    std::string citation = arg;
    if (more && IsPrefix(arg, prefixes) && args[i + 1].find(':') == std::string::npos &&
        !args[i + 1].empty() && IsAsciiDigit(args[i + 1][0])) {
      citation = ToLowerAscii(arg) + ":" + args[++i];
    } else {
      citation = SplitGluedPrefix(arg, prefixes);
    }
    for (auto& c : ExpandRange(citation)) out.push_back(std::move(c));
  }
  return out;
}

}  // namespace arbiter::cli
