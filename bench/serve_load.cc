// Load on `arbiter serve` over loopback: C clients (threads, keep-alive connections) each send
// requests to one endpoint for a fixed time; prints throughput and p50/p99 latency per endpoint
// and concurrency.   usage: serve_load PORT SECONDS CONCURRENCY PATH...
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: serve_load PORT SECONDS CONCURRENCY PATH...\n");
    return 2;
  }
  const int port = std::atoi(argv[1]);
  const double seconds = std::atof(argv[2]);
  const int clients = std::atoi(argv[3]);
  for (int p = 4; p < argc; ++p) {
    const std::string path = argv[p];
    std::vector<std::vector<double>> latencies(static_cast<size_t>(clients));
    std::atomic<long> errors{0};
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c) {
      threads.emplace_back([&, c] {
        httplib::Client http("127.0.0.1", port);
        http.set_keep_alive(true);
        http.set_tcp_nodelay(true);
        while (std::chrono::steady_clock::now() < end) {
          const auto t0 = std::chrono::steady_clock::now();
          auto r = http.Get(path.c_str());
          const auto t1 = std::chrono::steady_clock::now();
          if (!r || r->status >= 500) ++errors;
          latencies[static_cast<size_t>(c)].push_back(
              std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
      });
    }
    for (auto& t : threads) t.join();
    std::vector<double> all;
    for (auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
    std::sort(all.begin(), all.end());
    auto pct = [&](double q) {
      return all.empty() ? 0.0 : all[std::min(all.size() - 1, static_cast<size_t>(q * all.size()))];
    };
    std::printf("%-44s c=%-3d %8.0f req/s  p50 %7.2f ms  p99 %7.2f ms  errors %ld\n", path.c_str(),
                clients, all.size() / seconds, pct(0.50), pct(0.99), errors.load());
  }
  return 0;
}
