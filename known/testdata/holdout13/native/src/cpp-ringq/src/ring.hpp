#pragma once
#include <array>
#include <cassert>
#include <cstddef>

template <typename T, std::size_t N>
class Ring {
public:
    bool push(const T &v) {
        if (count_ == N)
            return false;
        buf_[(head_ + count_) % N] = v;
        count_++;
        return true;
    }
    T pop() {
        assert(count_ > 0 && "pop() on an empty ring");
        T v = buf_[head_];
        head_ = (head_ + 1) % N;
        count_--;
        return v;
    }
    // newest element; the caller must check empty() first
    const T &back() const { return buf_[(head_ + count_) % N]; }
    bool empty() const { return count_ == 0; }
    std::size_t size() const { return count_; }
private:
    std::array<T, N> buf_{};
    std::size_t head_ = 0, count_ = 0;
};
