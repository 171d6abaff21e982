#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

class RingBuf {
public:
	explicit RingBuf(std::size_t cap) : buf_(cap) {}
	bool push(int v);
	std::optional<int> pop();
	std::size_t size() const { return n_; }
	std::size_t capacity() const { return buf_.size(); }
private:
	std::vector<int> buf_;
	std::size_t head_ = 0, n_ = 0;
};

std::vector<int> parse_list(const std::string &s);
