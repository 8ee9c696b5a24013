#include "scenario/summary.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "util/json_positions.h"

namespace arbiter::scenario {
namespace {

// "line:col" of byte `offset`, counted as scenario diagnostics count them.
std::string At(std::string_view text, size_t offset) {
  const Position p = PositionOfOffset(text, offset);
  return std::to_string(p.line) + ":" + std::to_string(p.column);
}

}  // namespace

Result<ScenarioSummary> ParseScenarioSummary(std::string_view text, const std::string& path) {
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    std::string reason = e.what();
    size_t colon = reason.find(": ", reason.find("parse error"));
    if (colon != std::string::npos) reason = reason.substr(colon + 2);
    return Status::Corruption(path + ":" + At(text, e.byte > 0 ? e.byte - 1 : 0) +
                              ": malformed JSON: " + reason);
  } catch (const nlohmann::json::exception& e) {  // a number out of range, such as 1e400
    const std::string what = e.what();
    return Status::Corruption(path + ":" + At(text, OffsetOfQuotedToken(text, what)) +
                              ": malformed JSON: " + what.substr(what.find(']') + 2));
  }
  if (!root.is_object()) return Status::Corruption(path + ":1:1: a scenario is a JSON object");
  ScenarioSummary s;
  s.path = path;
  for (const SummaryField& f : kSummaryFields) {
    auto it = root.find(f.name);
    if (it == root.end()) continue;
    if (!it->is_string()) {
      return Status::Corruption(path + ":1:1: field \"" + f.name + "\" must be a string");
    }
    s.*f.member = it->get<std::string>();
  }
  auto expect = root.find("expect");
  if (expect != root.end() && expect->is_object()) {
    auto cites = expect->find("cites");
    if (cites != expect->end()) {
      if (!cites->is_array()) {
        return Status::Corruption(path + ":1:1: \"expect.cites\" must be an array of rule ids");
      }
      for (const auto& c : *cites) {
        if (!c.is_string()) {
          return Status::Corruption(path + ":1:1: \"expect.cites\" must be an array of rule ids");
        }
        s.cites.push_back(c.get<std::string>());
      }
    }
  }
  const nlohmann::json& object = root;
  auto setup = object.find("setup");
  if (setup != object.end() && setup->is_object()) {
    auto objects = setup->find("objects");
    if (objects != setup->end() && objects->is_array()) {
      for (const auto& o : *objects) {
        if (!o.is_object()) continue;
        auto card = o.find("card");
        if (card == o.end()) continue;
        std::string name;
        if (card->is_string()) name = card->get<std::string>();
        if (card->is_object()) {
          auto n = card->find("name");
          if (n != card->end() && n->is_string()) name = n->get<std::string>();
        }
        if (!name.empty() &&
            std::find(s.setup_cards.begin(), s.setup_cards.end(), name) == s.setup_cards.end()) {
          s.setup_cards.push_back(std::move(name));
        }
      }
    }
  }
  return s;
}

std::vector<std::string> ListScenarioFiles(const std::string& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return out;
  for (auto it = std::filesystem::recursive_directory_iterator(dir, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
    if (it->is_regular_file(ec) && it->path().extension() == ".json") {
      out.push_back(it->path().string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace arbiter::scenario
