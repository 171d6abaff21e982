#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>
#include "feedpoll.h"

static size_t on_data(char *ptr, size_t size, size_t nmemb, void *userdata)
{
	struct body *b = userdata;
	size_t n = size * nmemb;
	char *grown = realloc(b->data, b->len + n + 1);
	if (!grown)
		return 0;
	memcpy(grown + b->len, ptr, n);
	b->data = grown;
	b->len += n;
	b->data[b->len] = '\0';
	return n;
}

int fetch_url(const char *url, struct body *out, long *status)
{
	CURL *h = curl_easy_init();
	if (!h)
		return -1;
	curl_easy_setopt(h, CURLOPT_URL, url);
	curl_easy_setopt(h, CURLOPT_FOLLOWLOCATION, 1L);
	curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, on_data);
	curl_easy_setopt(h, CURLOPT_WRITEDATA, out);
	CURLcode rc = curl_easy_perform(h);
	curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, status);
	curl_easy_cleanup(h);
	return rc == CURLE_OK ? 0 : -1;
}
