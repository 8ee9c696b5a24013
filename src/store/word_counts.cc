#include "store/word_counts.h"

#include <algorithm>
#include <string_view>
#include <utility>

#include "store/text_words.h"

namespace arbiter::store {

int WordCounts::Interned::Of(std::string_view s) {
  if (auto it = number.find(s); it != number.end()) return it->second;
  const int n = static_cast<int>(text.size());
  text.emplace_back(s);
  number.emplace(text.back(), n);
  return n;
}

const std::vector<int>& WordCounts::WordsOf(const std::string& text) {
  auto [it, added] = words_of_.try_emplace(text);
  if (added) {
    std::vector<int>& numbers = it->second;
    ForEachWord(text, [&](std::string_view w) {
      if (!IsNumber(w) && w.size() <= 40) numbers.push_back(words.Of(w));
    });
  }
  return it->second;
}

int WordCounts::StemOf(int word) {
  if (stem_of_word_.size() <= static_cast<size_t>(word)) stem_of_word_.resize(word + 1, -1);
  int& stem = stem_of_word_[word];
  if (stem < 0) stem = stems.Of(CrudeStem(words.text[word]));
  return stem;
}

void WordCounts::Count(const std::string& text) {
  const std::vector<int>& numbers = WordsOf(text);
  if (vocabulary.size() < words.text.size()) vocabulary.resize(words.text.size());
  for (int n : numbers) ++vocabulary[n];
}

void WordCounts::CountRule(const std::string& doc, const std::string& title,
                           const std::string& text) {
  const std::vector<int>& title_words = WordsOf(title);
  const std::vector<int>& text_words = WordsOf(text);
  auto [it, added] = stems_of_.try_emplace({&title_words, &text_words});
  std::vector<int>& numbers = it->second;
  if (added) {
    for (const auto* t : {&title_words, &text_words}) {
      for (int w : *t) numbers.push_back(StemOf(w));
    }
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  }
  auto& counts = stem_rules[doc];
  if (counts.size() < stems.text.size()) counts.resize(stems.text.size());
  for (int n : numbers) ++counts[n];
}

AsyncWordCounts::AsyncWordCounts() : worker_([this] { Run(); }) {}

AsyncWordCounts::~AsyncWordCounts() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.clear();
    done_ = true;
  }
  cv_.notify_one();
  if (worker_.joinable()) worker_.join();
}

void AsyncWordCounts::Count(const std::string& text) { Queue({"", "", text, false, false, {}}); }

void AsyncWordCounts::CountRule(const std::string& doc, const std::string& title,
                                const std::string& text) {
  Queue({doc, title, text, true, false, {}});
}

void AsyncWordCounts::CountAllOfRule(const std::string& doc, const std::string& title,
                                     const std::string& text,
                                     const std::vector<std::string>& examples) {
  Queue({doc, title, text, true, true, examples});
}

void AsyncWordCounts::Queue(Job job) {
  batch_.push_back(std::move(job));
  if (batch_.size() >= 256) Flush();
}

void AsyncWordCounts::Flush() {
  if (batch_.empty()) return;
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back(std::move(batch_));
  }
  batch_.clear();
  cv_.notify_one();
}

const WordCounts& AsyncWordCounts::Wait() {
  Flush();
  {
    std::lock_guard<std::mutex> lock(mu_);
    done_ = true;
  }
  cv_.notify_one();
  if (worker_.joinable()) worker_.join();
  return counts_;
}

void AsyncWordCounts::Run() {
  while (true) {
    std::vector<Job> jobs;
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [this] { return done_ || !queue_.empty(); });
      if (queue_.empty()) return;  // done, and everything counted
      jobs = std::move(queue_.front());
      queue_.pop_front();
    }
    for (const Job& j : jobs) {
      if (j.all) {
        counts_.Count(j.title);
        counts_.Count(j.text);
        counts_.CountRule(j.doc, j.title, j.text);
        for (const std::string& e : j.examples) counts_.Count(e);
      } else if (j.rule) {
        counts_.CountRule(j.doc, j.title, j.text);
      } else {
        counts_.Count(j.text);
      }
    }
  }
}

}  // namespace arbiter::store
