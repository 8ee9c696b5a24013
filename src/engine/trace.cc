#include "engine/trace.h"

#include <algorithm>

namespace arbiter::engine {

const char* TraceKindName(TraceEntry::Kind kind) {
  switch (kind) {
    case TraceEntry::Kind::kStep:
      return "step";
    case TraceEntry::Kind::kRule:
      return "rule";
    case TraceEntry::Kind::kTrigger:
      return "trigger";
    case TraceEntry::Kind::kResolve:
      return "resolve";
    case TraceEntry::Kind::kChoice:
      return "choice";
    case TraceEntry::Kind::kRefused:
      return "refused";
    case TraceEntry::Kind::kStop:
      return "stop";
    case TraceEntry::Kind::kUnmodelled:
      return "not-modelled";
  }
  return "rule";
}

int Trace::Add(TraceEntry e) {
  e.id = static_cast<int>(entries_.size());
  e.step = step_;
  if (e.parent >= static_cast<int>(entries_.size())) e.parent = -1;
  e.depth = e.parent >= 0 ? entries_[static_cast<size_t>(e.parent)].depth + 1 : 0;
  entries_.push_back(std::move(e));
  return entries_.back().id;
}

std::vector<std::string> Trace::CitedRules() const {
  std::vector<std::string> out;
  for (const auto& e : entries_) {
    out.insert(out.end(), e.rules.begin(), e.rules.end());
    for (const auto& r : e.rejected) out.insert(out.end(), r.rules.begin(), r.rules.end());
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace arbiter::engine
