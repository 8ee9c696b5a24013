// Fuzz target: raw HTTP requests to `arbiter serve`, without a socket. The input is the bytes a
// client sends (request line, headers, body; up to three requests on one connection); a server set
// up exactly as RunServe sets it up (serve/server_setup.h: routes, site mount point, limits, error
// answers) parses and answers them through cpp-httplib's own request handling, on the small
// database (fuzz_support.h) and the source tree's rules-db (posted scenarios name its cards).
// Checks: no crash, hang or sanitizer report; no answer is 500 (the server's exception handler
// turns an exception of ours into "internal error": a finding here); every JSON answer is valid
// JSON of valid UTF-8; no answer holds the file that lies beside the site folder (the static pages
// are served from the site only).
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "fuzz_support.h"
#include "serve/server_setup.h"

namespace {

namespace fs = std::filesystem;

constexpr char kOutsideMarker[] = "ARBITER-FUZZ-FILE-OUTSIDE-THE-SITE";

// A connection's bytes: what the client sent, read once, and what the server wrote.
class MemoryStream final : public httplib::Stream {
 public:
  explicit MemoryStream(std::string_view in) : in_(in) {}
  bool is_readable() const override { return true; }
  bool is_writable() const override { return true; }
  ssize_t read(char* ptr, size_t size) override {
    const size_t n = std::min(size, in_.size() - at_);
    std::memcpy(ptr, in_.data() + at_, n);
    at_ += n;
    return static_cast<ssize_t>(n);
  }
  ssize_t write(const char* ptr, size_t size) override {
    out_.append(ptr, size);
    return static_cast<ssize_t>(size);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = 40000;
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = 8080;
  }
  socket_t socket() const override { return INVALID_SOCKET; }

  bool AllRead() const { return at_ >= in_.size(); }
  const std::string& written() const { return out_; }

 private:
  std::string_view in_;
  size_t at_ = 0;
  std::string out_;
};

// httplib::Server with its request handling (protected: normally called per accepted socket)
// open to a stream.
class SocketlessServer final : public httplib::Server {
 public:
  // Answers one request from `stream`; false when the connection is to be closed.
  bool AnswerOne(httplib::Stream& stream, bool last) {
    bool closed = false;
    const bool ok = process_request(stream, last, closed, {});
    return ok && !closed;
  }
};

struct Served {
  std::string scratch;  // site/ (index.html, rules/a.html) and, beside it, outside.txt
  arbiter::cli::Context ctx;
  arbiter::cli::ServeOptions options;
  SocketlessServer server;
  // The last answer, as the logger saw it.
  int status = 0;
  std::string body, type;
  bool ranged = false;

  ~Served() {
    std::error_code ec;
    fs::remove_all(scratch, ec);
  }
};

void SetUp(Served* s) {
  char pattern[] = "/tmp/arbiter-fuzz-serve-XXXXXX";
  if (mkdtemp(pattern) == nullptr) {
    std::perror("mkdtemp");
    std::abort();
  }
  s->scratch = pattern;
  fs::create_directories(s->scratch + "/site/rules");
  std::ofstream(s->scratch + "/site/index.html") << "<html><body>arbiter fuzz site</body></html>\n";
  std::ofstream(s->scratch + "/site/rules/a.html") << "<html><body>a rule</body></html>\n";
  std::ofstream(s->scratch + "/outside.txt") << kOutsideMarker << "\n";
  s->ctx.db_path = arbiter::fuzz::SmallDatabase();
  s->ctx.db_given = true;
  s->ctx.rules_db_dir = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  arbiter::serve::SetUpServer(s->ctx, s->options, s->scratch + "/site", &s->server);
  s->server.set_logger([s](const httplib::Request& req, const httplib::Response& res) {
    // A Range answer is a slice of the JSON, a compressed one (Accept-Encoding) is not JSON text.
    s->ranged = !req.ranges.empty() || res.has_header("Content-Encoding");
    s->status = res.status;
    s->body = res.body;
    s->type = res.get_header_value("Content-Type");
  });
}

Served& Server() {
  static Served served;
  static const bool ready = (SetUp(&served), true);
  (void)ready;
  return served;
}

void Finding(const char* what, const std::string& input, const std::string& detail) {
  std::fprintf(stderr, "fuzz: %s\nrequest: %s\nanswer: %s\n", what, input.substr(0, 500).c_str(),
               detail.substr(0, 2000).c_str());
  std::abort();
}

}  // namespace

// The server (its small database, its card catalogs) is set up before the first input, so that
// the first input's coverage does not depend on the build's threads.
extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  (void)Server();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 16) return -1;
  Served& s = Server();
  const std::string input(reinterpret_cast<const char*>(data), size);
  MemoryStream stream(input);
  for (int request = 0; request < 3; ++request) {
    s.status = 0;
    s.body.clear();
    s.type.clear();
    s.ranged = false;
    const bool last = request == 2;
    const bool open = s.server.AnswerOne(stream, last);
    if (s.status == 500) Finding("an answer 500 (internal error)", input, s.body);
    if (!s.ranged && s.type.find("application/json") != std::string::npos)
      arbiter::fuzz::RequireJson(s.body, "an API answer");
    if (!open || stream.AllRead()) break;
  }
  // (Unless the request holds the marker itself: libFuzzer learns the strings this check compares
  // and tries them, and an answer may quote its request.)
  if (stream.written().find(kOutsideMarker) != std::string::npos &&
      input.find(kOutsideMarker) == std::string::npos)
    Finding("a file outside the site was served", input, stream.written());
  return 0;
}
