console.log("bundling 3 pages");
throw new Error("template partials/header.html not found");
