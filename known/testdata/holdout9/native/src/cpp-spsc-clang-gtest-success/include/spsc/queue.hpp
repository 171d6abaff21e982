#pragma once
#include <atomic>
#include <cstddef>
#include <new>
#include <optional>
#include <vector>

namespace spsc {

// Single-producer single-consumer ring buffer; capacity is rounded up to a power of two.
template <typename T>
class Queue {
public:
    explicit Queue(std::size_t capacity) : buf_(round_up(capacity)), mask_(buf_.size() - 1) {}

    bool push(const T& v) {
        auto h = head_.load(std::memory_order_relaxed);
        if (h - tail_.load(std::memory_order_acquire) == buf_.size()) return false;
        buf_[h & mask_] = v;
        head_.store(h + 1, std::memory_order_release);
        return true;
    }

    std::optional<T> pop() {
        auto t = tail_.load(std::memory_order_relaxed);
        if (t == head_.load(std::memory_order_acquire)) return std::nullopt;
        T v = buf_[t & mask_];
        tail_.store(t + 1, std::memory_order_release);
        return v;
    }

    std::size_t size() const { return head_.load() - tail_.load(); }
    std::size_t capacity() const { return buf_.size(); }

private:
    static std::size_t round_up(std::size_t n) {
        std::size_t c = 1;
        while (c < n) c <<= 1;
        return c;
    }
    std::vector<T> buf_;
    std::size_t mask_;
    alignas(64) std::atomic<std::size_t> head_{0};
    alignas(64) std::atomic<std::size_t> tail_{0};
};

struct Stats {
    std::size_t pushed = 0, popped = 0, full = 0, empty = 0;
    double fill_ratio(std::size_t capacity) const;
};

// spin, then yield, then sleep
class Backoff {
public:
    void pause();
    void reset() { n_ = 0; }
    unsigned rounds() const { return n_; }

private:
    unsigned n_ = 0;
};

} // namespace spsc
