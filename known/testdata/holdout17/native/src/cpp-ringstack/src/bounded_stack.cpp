#include "bounded_stack.hpp"
#include <stdexcept>
#include <string>

template <typename T>
BoundedStack<T>::BoundedStack(std::size_t cap) : cap_(cap) {}

template <typename T>
void BoundedStack<T>::push(T value) {
    if (items_.size() == cap_)
        items_.erase(items_.begin());
    items_.push_back(std::move(value));
}

template <typename T>
T BoundedStack<T>::pop() {
    if (items_.empty())
        throw std::out_of_range("pop on empty BoundedStack");
    T v = std::move(items_.back());
    items_.pop_back();
    return v;
}

// only the instantiation history.cpp needs
template class BoundedStack<std::string>;
