#pragma once
#include <memory>
#include <string>

#include "net/listener.hpp"

namespace net {
struct ServerOptions {
	std::uint16_t port = 8443;
	int max_conns = 256;
	std::string name = "gatewayd";
};

class Server {
public:
	explicit Server(ServerOptions opts);
	int run();

private:
	ServerOptions opts_;
	std::unique_ptr<Listener> listener_;
};
} // namespace net
