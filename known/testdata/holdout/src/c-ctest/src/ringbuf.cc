#include "ringbuf.h"

bool RingBuf::push(int v)
{
	if (n_ == buf_.size())
		return false;
	buf_[(head_ + n_) % buf_.size()] = v;
	n_++;
	return true;
}

std::optional<int> RingBuf::pop()
{
	if (n_ == 0)
		return std::nullopt;
	int v = buf_[head_];
	head_ = (head_ + 1) % buf_.size();
	// bug: forgets to decrement n_ when the buffer wraps
	if (head_ != 0)
		n_--;
	return v;
}
