// Package page is the game's side of the web page that hosts it. In a browser it tells the
// loader when the game is on screen, lets the page's frame loop sleep while nothing moves,
// and reports when the page is hidden or shown; elsewhere its functions do nothing.
package page
