#include "net/server.hpp"

namespace net {
Server::Server(ServerOptions opts) : opts_(std::move(opts)) {}

int Server::run()
{
	listener_ = std::make_unique<Listener>(opts_.port);
	return listener_->serve(opts_.max_conns);
}
} // namespace net
