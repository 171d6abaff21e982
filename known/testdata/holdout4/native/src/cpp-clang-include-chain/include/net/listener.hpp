#pragma once
#include <functional>
#include <vector>

#include "net/socket.hpp"

namespace net {
class Listener {
public:
	using Handler = std::function<void(Socket &)>;
	explicit Listener(std::uint16_t port) : port_(port) {}
	void on_accept(Handler h) { handlers_.push_back(std::move(h)); }
	int serve(int max_conns);

private:
	std::uint16_t port_;
	std::vector<Handler> handlers_;
};
} // namespace net
