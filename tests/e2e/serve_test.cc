// `arbiter serve` end to end: the built binary listens on a free loopback port; its API answers
// with the command line's JSON shapes and HTTP statuses, refuses what is too large or malformed,
// survives garbage on the socket, serves the reference site, and stops cleanly on SIGTERM.
#include <arpa/inet.h>
#include <httplib.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "run_exe.h"
#include "util/files.h"

namespace arbiter::testing {
namespace {

// The server as a child process; its first line of output names the port.
class ServerProcess {
 public:
  ServerProcess() {
    int fds[2];
    REQUIRE(pipe(fds) == 0);
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      dup2(fds[1], STDOUT_FILENO);
      close(fds[0]);
      setenv("ARBITER_TODAY", kTestToday, 1);  // the date RunArbiter's answers are for
      execl(ARBITER_EXE, ARBITER_EXE, "--db",
            (std::string(ARBITER_BINARY_DIR) + "/arbiter.db").c_str(), "--rules-db",
            (std::string(ARBITER_SOURCE_DIR) + "/rules-db").c_str(), "serve", "--port", "0",
            "--threads", "4", static_cast<char*>(nullptr));
      _exit(127);
    }
    close(fds[1]);
    FILE* out = fdopen(fds[0], "r");
    char line[1024] = {0};
    if (fgets(line, sizeof(line), out) != nullptr) first_line_ = line;
    fclose(out);
    const size_t colon = first_line_.find("127.0.0.1:");
    if (colon != std::string::npos) port_ = std::atoi(first_line_.c_str() + colon + 10);
    const size_t from = first_line_.find("pages from ");
    if (from != std::string::npos) {
      site_ = first_line_.substr(from + 11, first_line_.find(')', from) - from - 11);
    }
  }
  ~ServerProcess() {
    if (pid_ > 0 && !stopped_) Stop();
  }
  int Stop() {
    kill(pid_, SIGTERM);
    int status = 0;
    waitpid(pid_, &status, 0);
    stopped_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  int port() const { return port_; }
  const std::string& site() const { return site_; }
  const std::string& first_line() const { return first_line_; }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  bool stopped_ = false;
  std::string first_line_, site_;
};

nlohmann::json Json(const httplib::Result& r) {
  REQUIRE(r);
  return nlohmann::json::parse(r->body);
}

// Sends raw bytes and returns whatever comes back before the server closes or 2 s pass.
std::string Raw(int port, const std::string& bytes) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0) {
    close(fd);
    return "";
  }
  timeval tv{2, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
  (void)!write(fd, bytes.data(), bytes.size());
  std::string got;
  char buf[4096];
  ssize_t n;
  while ((n = read(fd, buf, sizeof(buf))) > 0) got.append(buf, static_cast<size_t>(n));
  close(fd);
  return got;
}

}  // namespace

TEST_CASE("serve answers the API with the command line's JSON shapes", "[e2e][serve]") {
  ServerProcess server;
  INFO(server.first_line());
  REQUIRE(server.port() > 0);
  httplib::Client http("127.0.0.1", server.port());
  http.set_read_timeout(10, 0);

  auto rule = http.Get("/api/rule/718.5.b");
  CHECK(rule->status == 200);
  auto j = Json(rule);
  CHECK(j["schema"] == "arbiter.rule/1");
  CHECK(j["rules"][0]["id"] == "718.5.b");
  // The same answer as `arbiter --json rule 718.5.b`.
  ExeResult cli = RunArbiter(
      {"--db", std::string(ARBITER_BINARY_DIR) + "/arbiter.db", "--json", "rule", "718.5.b"});
  CHECK(rule->body == cli.out);

  // The short names answer the same (/rule/718.5.b as well as /api/rule/718.5.b).
  CHECK(http.Get("/rule/718.5.b")->body == rule->body);
  CHECK(Json(http.Get("/search?q=attached&limit=2&kind=rule"))["hits"].size() == 2);

  auto missing = http.Get("/api/rule/702.6z");
  CHECK(missing->status == 404);
  CHECK(Json(missing)["help"] == "did you mean mtg:702.6, mtg:702.6a, mtg:702.6b?");
  CHECK(http.Get("/api/rule/..%2F..%2Fetc")->status == 400);
  CHECK(Json(http.Get("/api/search?q=attached%20might&limit=3&kind=glossary"))["hits"].size() == 3);
  CHECK(http.Get("/api/search")->status == 400);
  CHECK(Json(http.Get("/api/define?term=regenerate"))["entries"].size() >= 1);
  CHECK(http.Get("/api/rulings?q=501.5")->status == 200);
  // /api/card is `arbiter card`: the card's text, keywords and rulings.
  auto card = Json(http.Get("/api/card?name=lecturing%20yordle&game=riftbound"));
  CHECK(card["schema"] == "arbiter.card/1");
  REQUIRE(card["cards"].size() == 1);
  CHECK(card["cards"][0]["name"] == "Lecturing Yordle");
  CHECK(http.Get("/api/card?name=no%20such%20card%20anywhere")->status == 404);
  CHECK(http.Get("/api/card")->status == 400);
  CHECK(Json(http.Get("/api/docs"))["schema"] == "arbiter.documents/1");

  // A posted scenario runs; a malformed one is a 400 with its diagnostics; too large is a 413.
  auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) +
                       "/scenarios/riftbound/attach/attached-card-can-be-targeted-718-5-b.json");
  REQUIRE(text.ok());
  auto run = http.Post("/api/run", *text, "application/json");
  CHECK(run->status == 200);
  CHECK(Json(run)["schema"] == "arbiter.trace/2");
  auto bad = http.Post("/api/run", "{\"title\": ", "application/json");
  CHECK(bad->status == 400);
  CHECK(Json(bad)["diagnostics"].get<std::string>().find("request.json:1:") == 0);
  CHECK(http.Post("/api/run", std::string(400 * 1024, 'x'), "application/json")->status == 413);

  // Garbage and a half-sent request do not stop it.
  Raw(server.port(), "GARBAGE\r\n\r\n");
  Raw(server.port(), std::string(20000, 'A'));
  Raw(server.port(), "GET /api/rule/718.5.b HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n");
  CHECK(http.Get("/api/rule/718.5.b")->status == 200);

  // Load, bounded in count and time: 16 clients x 25 requests while two slow clients hold
  // half-sent requests open; every answer is right.
  int slow[2];
  for (int& fd : slow) {
    fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<uint16_t>(server.port()));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) == 0);
    (void)!write(fd, "GET /api/rule/7", 15);
  }
  std::atomic<int> good{0}, bad_answers{0};
  std::vector<std::thread> clients;
  for (int c = 0; c < 16; ++c) {
    clients.emplace_back([&, c] {
      httplib::Client client("127.0.0.1", server.port());
      client.set_read_timeout(20, 0);
      for (int i = 0; i < 25; ++i) {
        auto r = c % 2 ? client.Get("/api/rule/718.5.b") : client.Get("/api/search?q=attached");
        (r && r->status == 200 && r->body.find("\"schema\"") != std::string::npos ? good
                                                                                  : bad_answers)++;
      }
    });
  }
  for (auto& t : clients) t.join();
  for (int fd : slow) close(fd);
  CHECK(good == 400);
  CHECK(bad_answers == 0);

  // The reference site, and nothing outside it.
  auto index = http.Get("/");
  CHECK(index->status == 200);
  CHECK(index->body.find("Rules reference") != std::string::npos);
  CHECK(http.Get("/doc-riftbound-1.2/700.html")->status == 200);
  CHECK(http.Get("/../../etc/passwd")->status == 404);

  const std::string site = server.site();
  CHECK(FileExists(site + "/index.html"));
  CHECK(server.Stop() == 0);
  CHECK_FALSE(FileExists(site));  // the exported scratch site is removed
}

TEST_CASE("serve without arbiter-serve beside the binary says what is missing", "[e2e][serve]") {
  // The HTTP server is its own executable; an arbiter copied alone cannot start it.
  const std::string dir = ScratchDir("serve-alone");
  const std::string exe = dir + "/arbiter";
  std::filesystem::copy_file(ARBITER_EXE, exe);
  std::filesystem::permissions(exe, std::filesystem::perms::owner_all);
  const std::string err = dir + "/err";
  const int status = std::system((exe + " --db " + std::string(ARBITER_BINARY_DIR) +
                                  "/arbiter.db serve --port 0 >/dev/null 2>" + err + " </dev/null")
                                     .c_str());
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 2);
  auto text = ReadFile(err);
  REQUIRE(text.ok());
  CHECK(*text == "arbiter: error: the server program arbiter-serve is not beside arbiter in " +
                     dir +
                     "\nhelp: build it (cmake --build build --target arbiter-serve) or reinstall "
                     "arbiter\n");
}

}  // namespace arbiter::testing
