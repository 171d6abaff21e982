#pragma once
#include <cstddef>
#include <vector>

// A stack that drops its oldest element when full (undo history).
template <typename T>
class BoundedStack {
public:
    explicit BoundedStack(std::size_t cap);
    void push(T value);
    T pop();
    bool empty() const { return items_.empty(); }
    std::size_t size() const { return items_.size(); }

private:
    std::size_t cap_;
    std::vector<T> items_;
};
