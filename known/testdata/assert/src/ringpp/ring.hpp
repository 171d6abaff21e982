// A fixed-size ring of N values; popping an empty ring is a bug the assert catches.
#pragma once
#include <cassert>
#include <cstddef>

template <typename T, std::size_t N>
class Ring {
public:
    void push(T v)
    {
        items_[(head_ + count_) % N] = v;
        if (count_ < N)
            ++count_;
        else
            head_ = (head_ + 1) % N;
    }

    T pop()
    {
        assert(count_ > 0 && "pop() on an empty ring");
        T v = items_[head_];
        head_ = (head_ + 1) % N;
        --count_;
        return v;
    }

private:
    T items_[N] {};
    std::size_t head_ = 0, count_ = 0;
};
