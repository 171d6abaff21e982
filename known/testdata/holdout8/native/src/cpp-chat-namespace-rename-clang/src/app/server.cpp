// chatd: relays each line to every connected client (one client at a time in this version)
#include <iostream>
#include <string>
#include <system_error>

#include "app/protocol.hpp"
#include "netio/address.hpp"
#include "netio/socket.hpp"

int main(int argc, char** argv)
{
    auto addr = netio::parse_address(argc > 1 ? argv[1] : ":7070", 7070);
    if (!addr) {
        std::cerr << "chatd: bad address\n";
        return 2;
    }
    std::error_code ec;
    netio::Socket srv = netio::Socket::listen(*addr, 16, ec);
    if (ec) {
        std::cerr << "chatd: listen " << addr->to_string() << ": " << ec.message() << "\n";
        return 1;
    }
    for (;;) {
        netio::Socket c = srv.accept(ec);
        if (ec)
            continue;
        std::string pending;
        for (;;) {
            std::string chunk = c.recv(4096, ec);
            if (ec || chunk.empty())
                break;
            for (const auto& line : chat::split_lines(pending, chunk)) {
                chat::Message m;
                if (chat::decode(line, m))
                    c.send(chat::encode(m), ec);
            }
        }
    }
}
