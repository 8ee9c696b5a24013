#include "fuzz_support.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "build/build_database.h"
#include "cli/cli.h"
#include "util/strings.h"

namespace arbiter::fuzz {
namespace {

namespace fs = std::filesystem;

// Removes the scratch folder when the fuzzing process exits normally.
struct Scratch {
  std::string dir;
  ~Scratch() {
    std::error_code ec;
    if (!dir.empty()) fs::remove_all(dir, ec);
  }
};

std::string BuildSmallDatabase(Scratch* scratch) {
  char pattern[] = "/tmp/arbiter-fuzz-XXXXXX";
  if (mkdtemp(pattern) == nullptr) {
    std::perror("mkdtemp");
    std::abort();
  }
  scratch->dir = pattern;
  const std::string src = std::string(ARBITER_SOURCE_DIR) + "/rules-db/";
  const std::string rules_db = scratch->dir + "/rules-db";
  fs::create_directories(rules_db + "/riftbound");
  fs::create_directories(rules_db + "/mtg");
  fs::copy_file(src + "riftbound/seed-000-attachment.txt",
                rules_db + "/riftbound/seed-000-attachment.txt");
  fs::copy_file(src + "mtg/seed-003-cr607.txt", rules_db + "/mtg/seed-003-cr607.txt");
  fs::copy_file(src + "mtg/seed-004-rulings-2008.txt", rules_db + "/mtg/seed-004-rulings-2008.txt");
  std::ofstream(rules_db + "/manifest.json") << R"({"schema": 1, "documents": [
  {"key": "riftbound@1.2-web-716", "game": "riftbound", "title": "Riftbound: Attachment",
   "version": "1.2-web-716", "effective": "2025-12-01", "format": "riftbound-weblist",
   "source": "riftbound/seed-000-attachment.txt", "provenance": "fuzz", "role": "primary"},
  {"key": "mtg@seed-003", "game": "mtg", "title": "CR 607", "version": "seed-003",
   "effective": "2025-02-07", "format": "mtg-bullets", "source": "mtg/seed-003-cr607.txt",
   "provenance": "fuzz", "role": "primary"},
  {"key": "mtg-rulings-2008@2008-03-17", "game": "mtg-rulings-2008", "title": "2008 rulings",
   "version": "2008-03-17", "effective": "2008-03-17", "format": "mtg-rulings-2008",
   "source": "mtg/seed-004-rulings-2008.txt", "provenance": "fuzz", "role": "primary"}
]}
)";
  build::BuildOptions options;
  options.rules_db_dir = rules_db;
  options.db_path = scratch->dir + "/fuzz.db";
  options.scenarios_dir = scratch->dir + "/no-scenarios";
  auto stats = build::BuildDatabase(options);
  if (!stats.ok()) {
    std::fprintf(stderr, "fuzz: cannot build the small database: %s\n",
                 stats.status().message().c_str());
    std::abort();
  }
  return options.db_path;
}

}  // namespace

const std::string& SmallDatabase() {
  static Scratch scratch;
  static const std::string db = BuildSmallDatabase(&scratch);
  return db;
}

int RunCli(const std::vector<std::string>& args, std::string* out) {
  std::vector<std::string> all = {"arbiter"};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::ostringstream o, e;
  const int code = cli::MainWith(static_cast<int>(all.size()), argv.data(), o, e, false);
  *out = o.str();
  return code;
}

void RequireJson(const std::string& text, const char* what) {
  if (!IsValidUtf8(text) || !nlohmann::json::accept(text)) {
    std::fprintf(stderr, "fuzz: %s wrote output that is not valid JSON:\n%s\n", what,
                 text.substr(0, 2000).c_str());
    std::abort();
  }
}

std::string ArgumentFrom(const uint8_t* data, size_t size) {
  std::string s;
  s.reserve(size);
  for (size_t i = 0; i < size; ++i) {
    if (data[i] != 0) s += static_cast<char>(data[i]);
  }
  return s;
}

}  // namespace arbiter::fuzz
