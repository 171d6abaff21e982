#include <stdio.h>
#include <curl/curl.h>
#include "app.h"

int net_connect(const char *host, int port)
{
	CURL *h = curl_easy_init();
	printf("connecting to %s:%d\n", host, port);
	curl_easy_cleanup(h);
	return 0;
}
