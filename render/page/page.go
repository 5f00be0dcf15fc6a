// Package page is the game's side of the web page that hosts it. In a browser it tells the
// loader when the game is on screen; elsewhere its functions do nothing.
package page
