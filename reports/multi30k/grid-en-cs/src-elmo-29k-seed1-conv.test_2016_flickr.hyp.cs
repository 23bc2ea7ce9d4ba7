Muž v oranžové čepici něco píše na něco.
Volkswagen na zelené trávě před bílým plotem.
Dívka v karate uniformách si dává klacek před kopcem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sníh v pozadí.
Lidé si prohlíží střechu domu.
Muž ve světle zbarveném oblečení a skupina mužů v tmavém oblečení stojí okolo ženy v tmavém obleku a žena v kapsách.
Skupina lidí stojí před Louvrem.
Chlapec v červeném dresu se snaží na domácí metu a snaží se chytit míč, zatímco chytač v modrém dresu se chytit.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží zákazníky.
Matka a její společný pár si užívá venku za krásného dne.
Muži hrají volejbal, jeden z nich se přibližuje k míči a je ve vzduchu.
Žena drží krabici s jídlem v kuchyni.
Muž sedí u stolu ve své kavárně.
Tři lidé sedí v salonu.
Dívka v pruhovaných šatech jde po cestě v divadle.
Blonďatý muž se drží za ruce muže v písku.
Žena v šedém svetru a černé kšiltovce stojí ve frontě v obchodu.
Člověk v pruhovaném triku leze na horu.
Dva muži se učí, zatímco se ženy dívají.
Lidé stojí venku před budovou.
Teenager hraje na kytaru na hřišti.
Žena dělá salát na pláži na trampolíně.
Muž stojí u zábradlí v baru.
Žena používá vrtačku, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stůl s kočkou.
Muž myje okna stromů.
Skupina asijských chlapců čeká na zákazníky, aby si u grilu.
Žena v tradičním oblečení, na sobě má na sobě na sobě barevné, záchranné vesty.
Jeden muž drží druhého muže a připravuje se na to, který je v obličeji.
Šest lidí jede na kolech skrz džunglí.
Dvě blonďaté dívky sedí na římse na přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikové stolu venku před budovou, na které je namalovanývá.
Tři chlapci stojí na molu v plavkách.
Rozhodčí ukazuje ženu, zatímco se prochází po ulici na ledu.
Krásná žena hraje na klarinet.
Pohled na budovy, na budovu s čínským nápisem se dívá do kamery.
Mladá žena se dívá na chléb.
Muž bez trička v šortkách rybaří, zatímco stojí na nějakých kamenech.
Dívka která má na sobě záchranné vesty, je ve vodě.
Muž v uniformě a muž v modrém tričku stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe s nohama ve vzduchu v lese.
Muž v červeném tričku vstupuje do myčky.
Dva muži v plavkách vyskakuje do vzduchu na pláži do vzduchu, na pláž.
Batole vaří s dalším člověkem.
Otec a dvě děti venku a dvě děti pracují venku na zahradě a používají si na trávě, zatímco používají si na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách na pláži si hraje s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Kajakář předvádí salto, zatímco je vysoko na vysoko.
Velká skupina lidí na ulici.
Muž na čtyřkolce jede do vody.
Žena v džínách jde kolem autobusové zastávce s roztaženýma rukama nad hlavou.
Muž v růžovém tričku sedí na trávě a míč ve vzduchu.
Auto zaparkovaný na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutých kalhotách zvedá ruce.
Dva muži v čepicích jdou po vodě poblíž vodní plochy.
Tým veslařů pracuje na židlích.
Chlapec si hraje s dospělými, dospělými, zatímco se na něj dívá dívka.
Dav lidí se dívá na nějaké věci ve veřejném parku.
Muž sedí na lavičce, drží psa a dívá se na vodu.
Chlapec a jeho mladší se spolu hrají na hřišti.
Žena v modrém kostkovaném obleku sedí na lavičce během slunečného odpoledne, zatímco lidé prochází kolem ní.
Hnědý pes stojí na písečné pláži.
Žena sedí s košíkem plným květin, obklopena látkou.
Muž se protahuje na svém dvorku.
Žena zpívá v klubu s nevěstou za ní.
Fotbalista vystupuje v noci na červenou kytaru.
Dítě sedí na trávníku a dívá se do kamery.
Dvě ženy a tři muži se dívají na oceán.
Pouliční umělec s housle hraje na ulici, zatímco žena s modrou kytaru a dívá se na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku na hrát si na klarinet.
Tři teenageři si hrají v metru.
Hnědý pes jde po trávě s vyplazeným jazykem.
Lidé sedí na trávě venku před budovou, si dávají pauzu.
Muž bez trička se dívá do dálky, zatímco tři žena, kteří jdou venku kolem kavárny.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém tričku, kšiltovce a džínách hraje na bubny.
Mladá žena maluje obrázek ženy na zdi.
Dvě ženy ze středního věku předvádí skok vysoko obklopenými dvěma ženami, které jsou obklopenými vlasy.
Muž si prohlíží krabici v kuchyni.
Chlapec skáče na jezeře.
Muž pracuje s nožem.
Velká skupina lidí, kteří jsou venku a různé věci, sedí venku.
Blonďatá žena nalévá pití na baru.
Malé dítě v modro-bílém tričku odpočívá s žlutým plastovými plastovými plastovými látkami.
Žena s růžovými vlasy v černém mluví s mužem v černém.
Muž v japonském obleku připravuje jídlo pro dva lidi.
Dívka se prochází přes řeku, ze skály.
Dělník s jeho vousy klečí vedle dvou žen.
Starší muž zvedá své ruce a dívá se na levici.
Dítě v bílém karate oblečení trénuje.
Tři muži ve stejném oblečení jsou venku.
Žena fotí miminko v růžové čepici, zatímco muž v ruce nese.
Skupina pěti asijských dětí sedí na modrých židlích v modrých židlích.
Mladý chlapec v fotbalovém dresu se brečí do palmy.
Šťastná žena se připravuje na obchod s kávou v kavárně.
Stavební dělník řídí barevné vybavení na práci.
Žena běží kolem ženy v softballu, aby se vyfotil rty.
Muž v pracovním dresu se nechává ostříhat jiným člověkem.
Skupina lidí leze v chladném prostředí.
Horský cyklista se chystá sjet horu s modrou helmou.
Muž dělá stojku na vrchu kulatého sochy.
Dítě sedí u stolu v restauraci a drží papírový obličej.
Hnědý pes se vrací do jezera, aby chytil klacek.
Matka si prohlíží její dva mladí chlapci, aby vyhrála rybu do velmi modré vody.
Malé dítě jde vedle červené goricky.
Dívka sedí na kole ozdobené malého chlapce, zatímco jiná dívka fotí.
Černý pes honí míč ve vodě.
Muž v bílých kalhotách a modrém tričku kope žlutou tašku.
Dva starší muži se účastní ceremonieemonického zařízení.
Chlapec s účesem na kolečkových bruslích a bez bot na ruce, stojí v videokameru.
Dva lidé pádlují na kanoi do oceánu během západu slunce.
Lidé stojí na přeplněném metru, před oknem a je vidět okno.
Muž seká zeď s ohněm v ruce.
Dva hnědí psi běží sněhem.
Na pódiu předvádí malé kapely pro publikum.
Miminko v barevném oblečení se dívá na kameru.
Muž sedí vedle počítačové obrazovky.
Tato žena má na sobě ozdobené barvy a směje se.
Lidé uvnitř budovy, jeden z nich fotí fotku.
Čtyři bílí psi s náhubky skáčou přes červenou zeď.
Žena v modrém tričku drží miminko.
Dva lidé sedí na rybářských židlích na pláži ve vodě.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se na ostatní lidi na kurtu.
Muž v modré bundě opravuje mladého chlapce.
Tři hnědí psi skáčou nahoru na ženu v modrém.
Chlapec visí ven z holičného okna.
Muž v šedém tričku skáče přes písečnou dunu v poušti.
Dítě ve žlutém tričku skáče nahoru a dolů.
Pracovník ve žluté bundě je vysoko na budově a pracuje na budově.
Muž v Minse, který má na sobě nápis, mluví s malými dospělými.
Několik rybců si dává pivo na baru s barevnými světly.
Muž slaňuje z útesu nad oceánem.
Muž v černém jde se svým autem ve sněhu.
Chrti skáče po míči.
Policista v kšiltovce a světle růžovém dresu se směje venku, zatímco má sluneční brýle.
Otec se prochází v parku.
Muž v zelené tvrdé helmě a žluté bezpečnostní vestě se usmívá.
Dítě s růžovou rtěnkou tančí na hlavě, obklopenými balónky.
Pes s nosem něco zapisuje na řece na řece.
Muž se připravuje na jeho denního světla.
Muž v červeném tričku se připravuje na výbavu.
Mladá dáma v bílém drží tenisovou raketu.
Chlapec v červeném tričku stříká do písku do písku.
Pouliční umělec má na sobě nápis na dřevěné lavici.
Muž který má na sobě bílé tričko se dívá z okna kovu.
Žena drží malou sochu.
Šest mladých dětí si hraje ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz mikroskop.
Dívka skáče přes provaz na chodníku poblíž garáže.
Muž v oranžovém tričku a helmě.
Malý chlapec si hraje s plastovými rostlinami, auty, zatímco se na něj dívají.
Malá dívka otevírá vánoční fotku.
Žena v modrém si prohlíží fotoaparát před dvěma dalšími ženami.
Malá dívka se snaží na trombónovém gauči.
Hnědo-černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Roztomilé, který má na sobě černou bundu a šortky, jde po schodech, zatímco se dívá na psa.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečen v černé kožené bundě a kovbojském klobouku jde okolo Carického gewerafe.
Pes běží venku s žlutou hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco si něco dělají.
Dva muži a žena stojí venku.
Skupina mužů používá nůžy na lodi.
Muž pije z plechovky, zatímco si čte noviny.
Muž který má na sobě černé a hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné stavbě s roztaženýma rukama jako pták.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí v restauraci a připravuje se na to, že je připraveni na topnutí.
Malé dítě v zelených botách si hraje v bahně.
Muž používá motorovou pilu, aby přehrála.
Muž sedí u piknikového stolu s culíky a v pozadí je pivo.
Chlapec v černém tričku a modrých džínách drží červené baseballovou pálkou.
Tmavovlasý muž s brýlemi a brýlemi sedí na trávě.
Psi běží na psí cestě.
Muž ve slamáku s tetováním na hlavě prochází kolem balkonu.
Dva policisté, kteří jsou na sebe, jsou na sebe.
Toto je skupina lidí, kteří stojí kolem nějakých věcí.
Hnědo-bílý pes chytá hračku.
Muž s bílými vlasy hraje na akordeon uprostřed nějakých budov.
Žena s hnědými vlasy sedí venku na lavičce před kavárnou.
Muž vedle kola hraje na saxofon.
Dvě děti leží na kládě a drží provaz.
Muž jede na motorce po dráze.
Mladá žena s fialovým kyblíkem si nanáší obličej na dřevěné verandě.
Žena v hnědém triku sedí na vysoké lavičce.
Pes jde po malé řece přes malé řece.
Mladý muž v bílém tričku a černých šortkách stojí na pouti.
Skupina lidí je venku pokryté deštníky.
Muž si prohlíží velkou ceduli s nápisem na kole.
Muž hází kládu do ohně, zatímco dva psi se dívají.
Skupina plavců hraje na hudební nástroje pod stanem.
Pohled na rušné ulici ve městě.
Mladá blond žena drží bílý provaz na slunečný den.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes pije v bazénu.
Kovboj jede na zádech v soutěži na kolečkových bruslích.
Stavební dělník předvádí údržbu na železniční trati.
Pracovník v oranžové vestě používá lopatu.
Dva dělníci mají diskuzi, zatímco pracují na stavbě.
Tři muži jdou po kopci.
Asiatka v květinových šatech pózuje na mostě vedle ní.
Mladý muž myje svůj kytaru v kuchyni.
Tři chlapci si hrají s kyblíky a kyblíky vody.
Tři stavební dělníci jsou na chodníku.
Lidé se opalují v lese vedle mola.
Rozmanitá skupina se shromáždila v kostele.
Skupina mladých dospívajících skáče v noci a dělá na kameru.
Dva muži klečí, jeden z nich má na sobě oranžové, druhý modrý, po chodníku.
Dva dělníci jsou na cementové budově.
Žena v červeném svetru a džínách sedí s rukama v levé ruce.
Dva jezdci na kolečkových bruslích na akci, které se dívají na dav, který se.
Kuchař odpočívá a čeká na letišti.
Muž ve žluté bundě si prohlíží oheň v parku.
Muž a chlapec na zasněženém pláži.
Žena na lodi s nápisem "ONINONOGO" se dívá do vody.
Chlapec sedí a dívá se z mikroskopu.
Mladá bosá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Brunetka v černém tričku s nápisem "MONOGOGO, zatímco sedí a hraje na buben.
Muž prodává věci u silnice v horkém dni.
Dívka ve žlutém se směje na dívku, která má na sobě oranžové, zatímco dívka v modrém.
Pes skáče přes překážku venku.
Pes s černým obojkem jede na špinavé vodě a sbírá listí.
Dva hnědí psi si hrají v centru města.
Muž s knírem a vousy drží v ruce ceduli, který je odšpin.
Muž, který má na sobě extrémné oblečení, je nápis, je nešťastné, mluví.
Muž v černém triku rybaří na zasněžené pobřeží.
Dva psi se perou o čumák.
Dva muži se zastavili na chodníku, zatímco projíždí kolem auta.
Plešatý muž sedí a čeká na zákazníky.
Jí auta s oblečením, za nimi je školní autobus.
Dvě ženy v krátkých tričkách jdou po pravé straně.
Mladé dítě v oranžové záchranné vestě, které na sobě drží modrý svetr a pádluje ve vodě.
Lidé jdou po stezce v parku pokryté stromy.
Tři mladí dospělí si povídají v davu lidí, žena se dívá nahoru.
Žena a dítě před skleněnými dveřmi.
Černý muž a její dvě bílé kamarády dávají si své prsty.
Dívka v khaki kalhotách sedí na vrchu Exu.
Světlehnědý pes běží nahoru.
Chlapec pózuje s velkou zelenou rtěnkou v nose.
Plešatý muž, který vypadá, že jeho hnědý a černý pes se připravuje na skok.
Dav na rušné ulici.
Chrttý pes ve žlutém a černém běží po trati.
Muž v sandálech sedí na chodníku poblíž nějakých tašek.
Muž a žena sedí na střeše plotu a povídají si.
Dítě se dívá na kávu v obchodě.
Muž pije z žluté kelímku na rušné akci.
Chlapec se opírá o auto s květinami na střeše.
Žena v květinových šatech mluví s dětmi před dodávkou.
Muž na jeho svatbě.
Mladá žena v černém tričku a džínách zametá.
Žena s kloboukem leze po útesu blízko velkého vody.
Velký černý pudl běží po trávě s hračkou v puse.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena si prohlíží mobilní telefon, zatímco je obklopen deštníky.
Osm mužů hraje na hudební nástroje na pódiu s knírem v pozadí.
Muž v oranžové kombinéze a světle džínové helmě pomáhá s modrou hadicí.
Muž a dvě dívky jedí rybu, zatímco drží rybářský prut před vodou.
Muž v červeném tričku sleduje psa na překážkové dráze.
Chlapec v červeno-bílém plavkách skáče pod krásným bazénem.
Asiatka si prohlíží vlasy.
Starší žena a mladá dívka v růžovém tričku si hrají s barevnými kostkami.
Malý černý pes přeskakuje překážku.
Hnědovlasý muž v zeleném triku hraje venku na trumpetu.
Muž mluví do telefonu se svými nohama.
Skupina dětí sedí na modrém raftu, zatímco se jí jí z nich fotí.
Černý chlapec sedí v písku.
Malý pes sleduje dva velcí psi, jak si hrají v poli.
Lidé sedí v kruhu venku před velkou budovou.
Jeden pes skáče, aby chytil softball, zatímco druhý ho sleduje.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy mají diskuzi přes bílé mříže.
Asiat vaří venku jídlo.
Hnědý pes se chystá chytit zelenou frisbee.
Pálkařský kapela hraje, zatímco hraje píseň.
Mladý chlapec stojí vedle sochy pískové sochy.
Tři mladé děti jdou přes travnaté pole.
Muž si prohlíží zboží na vozíku.
Muž na kole jede po hoře.
Chlapec v modro-žlutých holinách běží po hlíně.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na poli.
Dítě v modrém tričku skáče z lavičky.
Brankář ve žlutém poli přebíhá přes podlahu.
Skupina mladých lidí si fotí v obchodním centru.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z postelného postel na posteli.
Dva lidé ve zvláštních kostýmech, jeden z nich stojí na silnici.
Muž běží v modrém tričku s číslem 8.
Asijský dělník pózuje pro kameru.
Muž, který se zdá být v rodeu a používá dvacet.
Fotbalisté se objímají na chodníku během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva závodníci na skateboardu, zatímco se ostatní dívají.
Tým v bílo-růžových uniformách na pobřeží fotbalový míč.
Malá dívka tlačí svůj vozík skrz travnaté pole.
Skupina asijských dětí v bílých tričkách a čepicích vystupuje s davem.
Chodci jdou ulicí a dívají se na dítě v květináči.
Hnědý pes běží po písečné pláži.
Dva muži ve zvláštních uniformách stojí vedle ženy.
Volkswagen Brigrey, kde se na kterém jsou nešťastné, a na něželský stroj.
Cyklista přeskakuje překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Mladé děti jsou na malém vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče na jeho basketbalovém kurtu.
Dva mladí muži na fotbalovém hřišti se perou o fotbalový míč.
Lidé jdou po štěrkové svahu obklopeným čínskými bruslemi.
Mladý chlapec v bílých kalhotách skáče z gauče.
Chlapec v oranžovém tričku nalévá z krabice z vozíku.
Žena v hnědých brýlích a modrých džínách, drží v ruce miminko pod vysokou stromem.
Tři lidé se smějí a drží cedule.
Pracovník stojí vedle auta ve městě.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží kopnout do fotbalového míče.
Mladý chlapec v modrém plášti má hlavu.
Zrzavý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s kamarádem v klíně.
Africké africké dítě se drží něco, který je v obchodě s fotografem.
Žena diriguje dav lidí s nápisem "Likee".
Záchranáři se dívají, zatímco ho osobě v obleku drží v obleku ovoce a drží v obleku ovoce.
Dav je na baru.
Dívka v bílém a dívka v zeleném jde kolem modré stanici metra.
Muž používá elektronický stroj.
Člověk surfuje skrz vlnu v oceánu.
Záchranář si prohlíží něco.
Nevěsta a ženich se líbají pod nevěstou.
Vodní lyžař stojí v pozadí, zatímco mladý muž s červenou šálou si zakrývá obličej.
Černo-bílý pes skáče přes kamenu v soutěži.
Žena v svetru si čte knihu ve své kavárně.
Několik jedinců se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku se připravuje na skále.
Dospívající chlapec se protahuje v kuchyni a je vidět, že je vidět jeho kabely.
Lidé drží různé druhy počítačů, které jsou na bubny.
Tři kajakáři si prohlíží zboží na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se učí jak stojí u stánku s falešnými hrnci.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí na ulici se učí, jak používat čerstvé rostlinami.
Teenager skáče na kopec se svým kolem.
Malá holčička běží na pobřeží pláže.
Bílý kachna si prohlíží boty ve vodě.
Dva muži vypadají, že stojí, zatímco stojí před autem, za nimi stojí bílý předmět, zatímco čtyři lidé.
Žena v růžové sukni drží miminko.
Hokejista ve žlutém dresu je namačkaní ve vzduchu.
Muž prochází kolem velkého cedule, na které je napsáno "P."
Tři chlapci v zelených tričkách a béžových kalhotách pózují na vrcholu skluzavky.
Muž tančí s psem mezi nohama.
Bílý pes běží v mělké vodě.
Volkswagene s kapelou.
Skupina dětí si hraje spolu na oplocené zahradě, zatímco dospělý se na něj dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialových šatech leží na zemi a pláče.
Muž s účesem na mohykána se svým vousy.
Dva černí psi, černý pes a bílý pes ve sněhu.
Muž v basketbalovém dresu vyskakuje, aby mohl vyfotil fotku.
Žena sedí venku před domem s modrou dveřmi, zatímco si užívá ve vzduchu.
Děti sedí na muže v obleku s alkoholem.
Šedý a bílý pes skáče přes vodu v písku.
Dav se shromažďuje okolo fontány v dešti.
Několik starších mužů, někteří v tradičním oděvu na rohu ulice.
Mladý, který se dívá na psa ve sněhu.
Fotbalista ve zlatém dresu chytá míč od divokého týmu.
Žena v černém tričku plete s fialovou látkou.
Čtyři asiatky mají na sobě indické šaty a předvádějí si gymnastickou.
Člověk hraje na strunný nástroj.
Dívka v černých letním oblečení s číslem 108 běží na trávě.
Dítě na lyžích má na sobě číslo 108.
Starší pán a mladá dívka se spolu spolu baví na práci.
Servírkacký chlapec ve žlutém tričku.
Pouliční prodavač s mostem s nějakými auty a nějakými auty.
Muž jede na býku ve vaně.
Chlapec skáče, aby chytil tenisový míč raketou.
Děti se dívají na zeď, zatímco se dva lidé dívají.
Lidé jdou po extrémně s palmami v pozadí.
Malá dívka kope do černého míče na hodinu.
Dva muži se snaží zvednout vodu z vody na chodníku.
Dva muži se líbají, v davu se na ně dívá.
Těžký žena oblečená žena stojí u grilu a prohlíží si něco pod ním.
Žena leží na gauči a směje se.
Motocyklista se nechává ostříhat, jedna žena a druhá černo-bílé.
Kajakář skáče přes plot.
Tři psi si spolu hrají na poli.
Dvě mladé děti jsou na písku.
Usmívající se mladý chlapec si hraje v listí pod schody.
Tito čtyři lidé stojí venku, se třemi psy.
Zatímco se dívají na Cestry, v uličce, ukazuje na výhled.
Dívka v tričku má otevřenou pusou.
Rozmanitá skupina stříká vodu v poušti.
Muž stojí na ulici ve městě.
Několik ptáků se shromažďuje s jídlem v obchodě s jídlem.
Dva muži jedou skrz zábradlí, zatímco se jejich upravy na prkénku.
Dva lidé stojí na horské hoře.
Mladá dívka si užívají čas, když se sněhem.
Tři muži se usmívají na kameru a předvádí své iPodu.
Člověk píše na tabuli ve venkovní třídě.
Muž v černém tričku sedí u stolu s otevřenou pusou před sebou.
Čtyři lidé klečí na travnatém kopci s výhledem na údolí.
Chlapec s skateboardem skáče ve vzduchu podél železničních tratí.
Je tam muž v oranžovém tričku, který hraje tenis.
Pes s červeným obojkem se dívá na zuby na psa s modrým obojkem.
Chlapec si užívá venku během slunečného dne.
Pracovník v oranžovém pracovním obleku klečí a prohlíží si kus stroje.
Muži v kovbojských kloboucích stojí okolo jezera.
Jsou tam dva psi ve sněhu a jeden má něco v tlamě.
Rozhodčí si dává pauzu od práce na pití.
Béžový pes běží za žlutým psem, který drží žlutou hračku.
Hráč baseballu v bílém dresu s klackem v bílém.
Muž v bílém tričku s růžovým tričkem si hraje s mašinouskou panelovou deskou.
Černý kůň strká hlavu skrz plot aby se chytit trávu.
Servírka se snaží zvednout své ruce, ale nešťastné, že je kouří.
Dva muži a dívka se smějí.
Dítě se opírá o stěnu modro-žlutého plastových šatech, zatímco dospělý se na něj dívá.
Černý pes s náhubkem běží po rozsáhlé ploše s míčem ve sněhu.
Mladá dívka stojí vedle žlutého vozidla na kuchyňské lince.
Dvě děti si hrají na hřišti.
Tenistka v zeleném pruhovaném tričku zvedá ruku do pusy.
Chlapec v červených plavkách si hraje ve vodě.
Dítě v červeném kabátu a čepici drží velkou sněhu.
Dva dělníci v oranžových bundách stojí venku před bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Blonďaté dítě s brýlemi drží blonďaté dítě v červeném svetru a žlutých botách.
Černo-bílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před chatou, zatímco lidé prochází kolem.
Žena hraje volejbal.
Dva velcí psi se perou na špinavé hřišti.
Hnědý pes přeskakuje překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž, který se snaží udělat velmi býku na nádherné dráze na nádherné dráze.
Děti se shromažďují, aby se podívá na strop.
Cyklista jede na horském kole po špinavé dráze na špinavé dráze.
Dva lidé a králí králí krávu.
Mladý chlapec se učí na kole, jak jede na kole se svými kamarády.
Chlapec v červeném tričku a černých šortkách čistí kartáček.
Africká rodina stojí před nějakými kovovými domy.
Muž hraje na hudební nástroj vedle stromu.
Dvě ženy se drží za ruce u stolu a smějí se do objektivu.
Šedý, hnědý pes jde po trávě.
Baseballový hráč v černém tričku právě vyhrál hráče v bílém tričku.
Žena drží velkou sušičku prohledu.
Dva psi, jeden s tenisovým míčkem v puse, běží skrz vysokou trávu.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena na travnatém poli si prohlíží voskovkou na matraci.
Muž prodává bojové umění pro skupinu lidí.
Skupina lidí se shromáždilo na ulici, aby se podíval na akordeon.
Muž sedí na lavičce, aby si prohlédli své iPodu.
Starý muž v metru v stříbrném oblečení si čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole vedle kola, zatímco je nešťastná nad ním.
Muž na pláži dělá v písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy se učí na stromě, která je v práci.
Kovboj v rodeu se snaží omezitmezitel.
Pes skáče skrz překážkovou dráhu.
Starší žena s dlouhými černými vlasy v růžovém tričku s jmenovkou.
Muž opravuje malé kolo.
Dvě dívky v sukních tancují před několika policisty.
Žlutý pes nese klacek u vody.
Dívka v svetru hází slunce na slunci.
Přeplněný koncert.
Tři ženy ve světle zbarveném oblečení a maskách drží v ruce listí.
Hnědý pes se hrabe v hlíně.
Mladý chlapec v bílém pruhovaném triku a plavkách drží tenisovou raketu.
Dva psi běží pryč od kamery v lese.
Dívka si hraje v kašně s vodotrysky.
Tři mladí muži stojí a snaží se omezitezitezitel.
Dva turisté se opaluje na kraji pouťové cestě.
Tři hráči bojují o zem.
Dva chlapci přechází ulici ve městě, zatímco kope do červeného míče.
Muž, který drží druhého s jejím zádech.
Bílý pes se otáčí na tvář, na obloze je v pozadí.
Chlapec jede na skateboardu na skateboardu.
Muž s dlouhými vlasy hraje na piano.
Tři hasiči držící sestátel stojí na pódiu.
Dvě čínskou třídy v červených šatech.
Mladý chlapec visí na provázku.
Malá dívka v růžové se drží na baru.
Muž v zeleném skáče na svém motorové motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dospívající dívky se objímají, jedna má helmu, na kole s cyklisty v pozadí.
Dva béžoví psi běží sněhem.
Žena stojí na zeleném poli, drží bílý pes a ukazuje na hnědém psa.
Místnost plná lidí na venkovním trhu.
Dva lidé sedí u stolu venku na zdi a dělají obličeje.
Dva muži s meči se usmívají a smějí se.
Dítě leží na béžovém koberci a směje se.
Muž a žena se zdviženými rukami sedí a povídají si.
Dvě ženy bruslí v bazénu s dítětem v bazénu.
Muž v bílém tričku jde s nápojem v ruce.
Dva lidé se opalují u jezera, která je na obloze.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky oblečené do modrého, jedna v růžové a druhá v růžovém, bruslí na kolečkových bruslích.
Čtyři lidé sedí na hromadě kamenů.
Skupina lidí dělá triky na kolečkových bruslích.
Cyklista v cyklistickém vybavení jede skrz lesnaté oblasti.
Muž v zeleném triku jde po pláži a nese si boty.
Několik mužů stojí okolo skotského závodu.
Dva muži pracují pod bílým závodem bílého auta.
Děti skáčou z kraje bazénu.
Muž na kraji zdi se připravuje na zeď.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři černí muži sedí na schodech v kostele.
Kočka táhne mezi hromadou suti.
Gymnasta který má na sobě červeno-bílé tričko je připravený na nedodělané tyči.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži si prohlížejí předměty ve vaně s laptopem.
Učitelka v bílém a malá dívka ve žlutých šatech si hrají s budovou.
Malé dítě spí v posteli s otevřenou pusou knihu.
Žena jí v trávě za krásného dne.
Muž jde po dlážděné ulici vedle budovy, na které má na sobě červené, je červené, červené, na sobě červené.
Žena v klobouku s chlebem.
Žena, která má na sobě velkou krok a stojí na poli, je napsáno lízátko, aby si upravenálním poli, že stojí na poli.
Muž v karate, který vystupuje před dvěma budkami.
Muž ve formálním oblečení hraje na piano na chodníku ve městě.
Postarší muž sedí na židli a jí nějaké papíry.
Žena v bílém tričku pracuje za pultem v kavárně.
Muž v pracovním oblečení stojí na zádech nákladního auta.
Dvě děti se dívají na koně skrz malou plot.
Pohled na okna, na které je vystaveno namalovaný.
Žena, která má na sobě jasné růžové vlasy, používá obličej, aby se žena ve fialovém triku, zatímco stojí před ním.
Kovboj se soustředí na svou ruku s kapelou.
Muž ve žlutém tričku a muž v tmavě modrém tričku mluví.
Tři asijské děti sedí na gauči s lasem v pozadí.
Dívka v červeném tričku skáče, aby chytil tenisový míč.
Muž pózuje s kamerou se zeleným jeřábem.
Muž diriguje s dalším člověkem v restauraci, zatímco se usmívá.
Muž opravuje krabici s mnoha ochutičkami s mnoha dochu.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Kapela vystupuje v průvodu v průvodu.
Muž stojí na kamenné útesu s výhledem na vodu.
Policista se dívá na ženu v autobuse.
Dva policisté středního věku se dívají přes parkoviště, v noci.
Dva muži v modrých tričkách se dívají na fotbalový zápas.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí v parku a pár si hraje na hudební nástroje.
Muž s kloboukem používá balónku.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na trhu ovoce.
Žena v bílých bikinách lije nápoj do muže.
Chlapec ve slunečních brýlích běží za televizí.
Metař drží v ruce něco, co vypadá, jako pilonati.
Muž v kostkované košili ukazuje černého kus černých rukavicích.
Dva muži v bílých bezpečnostních vestách sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černou helmu.
Muž v červeno-bílém fotbalovém dresu stojí na hřišti a sbírá žlutý fotbalový míč a modrý míč.
Lidé skáčou přes horu na laně.
Lidé se dívají na, zatímco se prochází maraton.
Lidé na motorkách před velkou oknem.
Žokejové se dívá na pracoviště, zatímco je pod ním je pod ním.
Muž, který má na sobě rukavice, nese po poli.
Fotograf je focen z zrcadla v kavárně.
Žena která má na sobě balónky a drží nějaké balóny v akci.
Žena sedí v zalesněné oblasti s králíky a dvěma králíky.
Žena sedí u cihlové zdi.
Tři mladé ženy stojí naproti sobě, zatímco sedí na červených židlích.
Žena v modrém tričku jde po chodbě.
Šest dětí, které sedí na schodech, na kterém jsou krmeny.
Béžový pes si hraje s klackem po pobřeží.
Dva psi se perou o třetí pes, který se vyplazuje.
Dítě se směje na motorce.
Různí lidé jsou shromážděni kolem velkého večeře.
Táborné auto je postříkanánicí na sportovní akci.
Vodní lyžař běží skrz New York City po za slunečného dne.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách, někteří z nich si hrají, někteří si hrají v New York.
Mladá žena a muž oblečení v kostýmu s nápoji v pozadí.
Muž v uniformě jde po ulici s dvěma auty a stromkami.
Mladá žena leze na skálu.
Postarší muž ve světle modré bundě pracuje na silnici na silnici.
Lidé se dívají přes několik papírů na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži podél vody.
Stavební dělníci se baví u železniční trati.
Pohled na opice, který obsahuje muže v černé zástěře a bílé kšiltovce stojí uprostřed pódia.
Skupina lidí hraje na věc.
Malá dívka v modrém oblečení leze na kovovou zábradlí na ulici.
Skupina mužů sedí a povídá si za nějakými zelenými ovoce.
Muž ve žluté výstroji stojí za mikrofonem pod stanem.
Hnědý pes s fialovým frisbee v tlamě.
Vypadá to, že muž předvádí své bojové umění poblíž veřejného vody.
Žena s nápoji a žena s mobilním telefonu.
Dítě v červeném kabátu mává rukou ve vzduchu, zatímco leží ve sněhu vedle červeného plastových květin.
Žena sedí vedle svého koně a dívá se na psy v parku.
Tři muži stojí na pódiu, jeden má na sobě cyklistické makeup a drží kytaru.
Žena si prohlíží květinu v obchodním centru.
Žena v červených šatech tancuje s mužem v obleku.
Dva malí psi honí menšího psa s tenisovým míčkem.
Muž s vousy a kšiltovkou sedí na lavičce v parku.
Afroameričan stojí v lese s lesem v pozadí.
Mladá dívka se snaží zvednout dýni.
Asijští lidé sedí v restauraci se žlutými židlemi.
Malá dívka jí panenku a sedí v dětské židličce a má na sobě šátek.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě se učí, zatímco žena na ramenou.
Rodina jde po chodníku ve sněhu, zatímco muž sedí na straně svého papíru.
Pták sedí na vrchu obchodu s nápisem.
Muž v růžové košili a černé bundě s sluchátka.
Mladý muž se chystá hodit fotbalový míč.
Muž a dívka jdou po cestě spěstí.
Žena s růžovými vlasy se opírá o chodníku a drží růžový psy.
Muž v obleku drží nápoj a jde po chodníku vedle města.
Muž skáče s kamenem v pozadí.
Člověk v červené bundě a černých kalhotách drží jmenovku.
Žena si dává ruku na člověka, který sedí na vozíčku.
Muž v bílé zástěře griluje maso venku na pánvice před ženou v béžovém kabátu.
Žena s duhovými vlasy se opírá o stůl a čeká na přechodu.
Skupina mužů jde po ulici ve městě.
Ulice vedle silnice s mnoha kostkami.
Skupina lidí v černém stojí na molu u dlouhé tyče.
Muž nese několik stromů.
Muž ve středním věku sedí a hraje na akordeon.
Dívka s zelenou rukou, její vlasy, stojí venku a parukami.
Mladá dívka v růžovém tričku běží na pláži směrem k oceánu.
Skateboardista v černém tričku a džínách bruslí ve městě.
Muž v bundě fotí velkou budovu.
Lidé na fotbalový zápasníků na fotbalovém zápase.
Na rušné ulici je mnoho lidí, která je čtyři rodina ve městě ve městě.
Skupina lidí jde po ulici ve slunci.
Ulice poblíž ulice s několika lidmi, který má na sobě hnědou bundu a sluneční brýle.
Nějaké lodě jsou u okna.
Tento hráč v modré helmě právě vyhrál na míč během basebalové hry.
Žena v tradičním kabátě se připravuje na metro v metru.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí na autobusové zastávce.
Afroamerický muž je obklopenými bílými kyblíky a tmavě bílých kýblů a tmavých barevnách, aby si upravují něco v ruce.
Mladá brunetka jí a něco pijí.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo cedule, na které jsou vidět věci.
Muž používá koupelně na své kravatě.
Je zde několik lidí, zatímco je šťastný dav lidí sedí a poslouchá.
Dva mladí muži jedou na velmi malé koni, který je naplněný povaly.
Žena v šatech jde po ulici kolem staveništi.
Svalnatý pán v obchodě s alkoholem, který si kupuje zboží a jeho kořeny.
Muž se slunečními brýlemi tahá za práci a pracuje na zemi s odpadky na zemi.
Miminko si hraje se svými hračkami a dívá se na černo-bílé motorce.
Dospívající dívka nese kytaru v lese.
Muž s batohem jde po ulici.
Dva muži se baví před obchodem s nápisem "Likes."
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého malého piknikového stolu.
Muž jede na kole nahoru po rampě.
Žena v černém tílku a žabkách se dívá do dáli na západ slunce.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy je na mopedu.
Muž jede na skateboardu po ulici, zatímco jiný muž se dívá z chodníku.
Muž v černé kožené bundě stojí před cedulí.
Muž a žena spolu zpívá venku.
Mladá dívka s kudrnatými vlasy má na sobě bílé tričko a leží v trávě a drží květinu.
Mladá žena s fotbalovým míčem v zelených uniformách se protahuje.
Žena si prohlíží levici ve veřejném prostranství.
Muž se krčí, zatímco se diváci baví v pozadí.
Skupina mužů stojí na poli černé míčky.
Přeplněný den ve městě na místním kurtu.
Muž s cigaretou v puse opravuje talíř s jídlem.
Dvě skupiny plavců se rozbílívá.
Lidé sedí na lavičce v městském náměstí s nápisem, včetně cedule, na které stojí opodál.
Stavební dělníci obklopují díru.
Muž bez trička v černých šortkách stojí na kamenitém břehu velkého vody.
Obchod je na matraci, zatímco se dívá.
Lidé hrají kulečník, jeden muž má na sobě modrou košili a ostatní ženy jsou na sobě bílé tričko, alejí fotoaparát.
Lidé stojí před lampou obklopen vodou.
Žena se dívá na muže, jak si povídá s nataženýma rukama.
Muž středního věku v bílých šortkách a žabkách se dívá na silnici.
Dva muži v tmavých oranžových plavkách a sandálech stojí u velké sochy.
Dva lidé se opaluje v jejich lodi.
Muž a žena stojí na ulici ve městě.
Stavební dělníci se vynořuje z metra.
Čtyři muži, tři, z nich mají na sobě čepice, sedí na modrém polštáři.
Toto je velkou skupinu lidí, kteří sedí venku na lavičkách.
Muž v červeném tričku jde kolem kulatého kulatého jídla, který má na sobě bílé tričko s nápisem "Jim."
Protestující předvádí nějaké věci.
Starší muž s cigaretou v puse a jeho čepici se přibližuje ke kameře.
Malé miminko si hraje s otevřenou pusou před pudlem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na světly ve městě ve městě.
Dva závodníci s ochrannými ochranným vybavením, jeden v letu a druhý ve vzduchu, koukají se na motorce.
Několik mužů v oranžovém se shromáždila na venkovní akci.
Dvě mladé dívky běží po chodníku před cihlovou budovou.
Dva cyklisté lezou po strmé hoře.
Dítě leží na zemi vedle kočárku.
Pes se natahuje na muže a ženu.
Hodně lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytaru na pódiu.
Plešatý muž lije pivo z okna mladého muže v puse.
Dva lidé stojí venku vedle hračky a balíček.
Čtyři lidé jedou na kole po cestě blízko rušné ulice.
Žena v růžovém tričku a brýlích.
Žena v červeném tričku zvedá ruku nad davem.
Chlapec v bílých šortkách skáče do jezera nebo řeku.
Malá dívka se dívá skrz dalekohledu na pláži.
Několik dělníků v oranžových vestách kopou do země.
Člověk ve svetru stojí před budovou.
Stavební dělníci se opalují proti I-CASME PAS.
Muž jede na koni s několika dalšími muži, kteří dělají za ním.
Afroameričan jde po ulici.
Dva kovbojové pózují pro fotku.
Žena se slunečními brýlemi píše do sešitu.
Žena v zeleném triku s nápisem mluví do mobilu.
Malé africké dítě nese na zádech malé dítě.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před svým věcí.
Orientální osoba v červeném tričku a černých kalhotách se krčí nad betonem.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží motorový letadlo.
Muž na poli s novorozenětem v uličce.
Muž v obleku a kravatě a žena s zavazadly, kteří čekají v New Yorku.
Dítě jde po chodníku s několika americkou vlajkou.
Černý pes běží po zelené trávě s hračkou v puse.
Záchranář si prohlíží svůj skateboard, aby si si upravitní úpravy.
Pes se otáčí na trávě, aby chytil míč.
Skupina studentů, kteří sedí a vypadají,, že jim vypadá jako policista.
Lidé jedou po ulici v noci po ulici.
Velký šedošedá loď a muž na kole.
Muž v oranžovém tričku a blonďatý chlapci jedou na kole s dalšími lidmi na vozidlech.
Mladý muž a žena poblíž velké kovové sochy.
Loď s červenými, bílými a modrými pálkou na molu.
Muž v černém klobouku fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavu s hlavou.
Žena v černém má na ramenou malou dívku ve žlutých šatech.
Skupina lidí na ulici na hudební nástroje.
Závodník na špinavé motorce je u druhého.
Tři lidé jdou po horské stezce, zatímco jedna žena se dívá na kameru.
Několik asiatů v černém oblečení na nějakém nádraží.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Běžec v modrém obleku a růžovém obleku předvádí sestavu.
Lidé si prohlížejí fontánu v bílých šatech, žena v bílých šatech sedí na kraji ulice.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červeno bílých tričkách, bílých kalhotách a černých kloboucích drží vlajky.
Lidé si prohlíží umění.
Zaměstnanec asijské restaurace s počítači a počítači.
Tito lidé lezou po schodech na hoře.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dálce.
Lidé se dívají na děti v obchodě s hračkami.
Muž s kloboukem hraje na ulici na buben.
Chlapec stojí se třemi ženami.
Usmívající se muž s batohem drží své kapsy před chlapcem v brýlích.
Čtyři muži jsou venku a dívají se přes zelený most.
Žena si prohlíží ručníky před modrými lidmi, kteří si užívají vodu.
Dospělý muž se prochází za Wiiils.
Pouliční prodavače a krájí jídlo ve městě a je vidět město.
Afričanka s číslem 9888.
Policista čeká na kole a čeká na světlo.
Skupina mužů sedí okolo stolu.
Skupina nakupujících lidí v parku, včetně postaršího muže, kteří mají nápoje v parku.
Žena si povídá, zatímco pes chodí venku za slunečného dne.
Mladý muž v šedém a černém tričku.
Dva lidé jedou na motorce podél dalších motorkářů.
Dvě ženy ve vojenské uniformě stojí s ostatními tanečnice v kostýmech.
Tři dívky se smějí na fotce.
Žena v černých brýlích a žlutém svetru se dívá na černou bundu, zatímco sedí na béžový lavičce pokryté béžovou zdí.
Muž s červenými vlasy pije vodu z fontány.
Dva muži a žena jdou po městské ulici.
Muž ve středním věku s červenými vlasy a brýlemi drží miminko.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černých plavkách drží lopatu na pláži.
Starý muž v klobouku a kabátu sedí na pohovce.
Dva kluci se dívají nahoru na oblohu a mávají rukama na ně v oblečení.
Mladý pár sedí na chodníku a povídají si.
Žokej v košili a kravatě jede na dřevěné ceduli.
Tři lidé sedí u stolu před obchodem s nápisem "Baly."
Chlapec v černém tričku a červených plavkách visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevnou zdí.
Mladý muž jde s dalším mužem, který je zvedající tři dívky, aby si zvedla několik dívek.
Muž si prohlíží vánoční stromek v kavárně.
Pět lidí jde nahoru po schodech kolem ženy v růžové sukni a hnědé sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí své dovednosti na venkovním místě, obklopenými lidmi, kteří jsou obklopenými lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na čtyři motorové motorce a čtyři cyklisté jedou na zádech kolem muže na zádech.
Muž v růžové košili čte noviny.
Chlapec v kočárku má na sobě zelené tričko a drží knihu.
Dvě děti sedí bok po boku, zatímco jí jí čokoláda.
Lidé jedou na kolech po ulici, mají na sobě helmy.
Dav lidí jede na kole.
Muž sedí na nástupišti s plechovkami, které je tažen klenu přistání.
Muž na kole jede skrz překážkovou dráhu.
Muž, který má na sobě mladý muž s dredy, sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a graffiti.
Starý, plešatý muž ve světle bílém triku jede na kole po ulici na ulici.
Muž na koni se snaží chytit malý býk.
Kovboj se snaží chytit tele, zatímco jede na koni.
Dva cyklisté v helmách jedou na kole kolem venkovního parku.
Muž se opírá o něco o něco z nákladního auta.
Muž v parku jede na kole kolem parku, na které je napsáno "Li".
Člověk s tetováním se dívá na fotku na kameru, na kterém je napsáno nebo mobilní telefon.
Muž v černém tričku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívají se na předmět.
Několik lidí v modrých bikinách a jeden v černém svetru.
Žena a pes sedí na bílé lavičce blízko pláže.
Dvě ženy jdou po hlíně před velkou budovou.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a s černou taškou na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Obrázek strany budovy na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítačovou obrazovku s kelímkem a krabici.
Muž sedí na židli a dívá se na lidi.
Dva lidé v kloboucích stojí na poli a opékají se.
Několik skáče přes vysoko v baru.
Muž v botách a kovbojském klobouku sedí na koni, který skáče na koni.
Dvě mladé dívky sedí na ulici a jí kukuřici.
Tři děti ve fotbalových uniformách hrají fotbal na fotbalovém hřišti, dva starší hráči stojí v pozadí.
Malé dítě s špinavým obličejem je drženo ženou.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém tričku se na něco dívá.
Dva lidé sedí pod stromem a sbírá zelenou krabici.
Mladý chlapec v modré čepici se dívá skrz teleskop dívá.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedé kombinéze lyžuje na zasněžené hoře.
Skupina mladých žen se shromažďuje v tance.
Muž a žena si prohlížejí práci s duhovými rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva dělníci si prohlíží cestu blízko rušné ulice u rušné ulice.
Mladý muž s dlouhými vlasy skateboarduje na zábradlí ve slunečný den.
Na venkovním trhu na venkovním trhu se dvěma muži využívá dva muži.
Muž v bílém tričku hraje na bílou kytaru.
Mladá dívka ukazuje své kamarády, jak používat fotoaparát.
Malý chlapec skáče z mola do jezera.
Žena s zelenou maskou na hlavě, které se zdá být velmi, se, že je velmi, že je velmi, že se.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v blátě.
Dítě jede na kole po eskalátoru s graffiti.
Gymnasta se sešlo na sportovní akci.
Lidé jdou po ulici s pouličního prodejce.
Muž ve formálním oblečení stojí u svého oblečení, zatímco stojí vedle sebe, že se zdá, že se, že se.
Dvě děti si hrají na kole.
Dva muži na tenisovém hřišti hrají fotbal na poli.
Muž skáče a pózuje pro fotku na zemi.
Dívka si bere vodu z fontány.
Kajačka stříká vodu během svého vody.
Muž v plavkách se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem, který se usmívá a pózuje na fotografa.
Dvě dívky v šortkách se drží za ruce v bazénu.
Čtyři asijské děti sedí na lavičce a smějí se do kamery.
Děti jedou na kolech v něčem, co vypadá jako bylišli.
Mladý chlapec, který má na sobě čepici, na sobě čepici a zástěru a hází si v kuchyni.
Tohle je festivalu ve škole.
Usmívající se závodní auto drží své dřevěné tyčku.
Žlutý buldozer pracuje na hlíně.
Žena v červeném tričku jede na bílém koni, který je podél stromů.
Žena sedí na velmi velké skále a usmívá se na kameru v pozadí.
Tři muži v pestře zbarveném oblečení se připravují na ulici s sluneční brýle a sluneční brýle.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém tričku a dívka v modrém svetru, se houpe.
Muž hází rybářskou síť do údolí.
Muž v šedém triku, modrých džínách a neonově zelenou vestou stojí na železniční trati v pozadí.
Dva stavební dělníci leží na kovové kovové kovové kusu látky.
Je tam kapela na pódiu s kapelou v modrém oblečení.
Horolezec v tričku zpívá do mikrofonu, zatímco hraje na bubny.
Muž si dává své věci z nákupního košíku, připravená na to, připraveni.
Muž s holí na hlavě.
Žena v bílém tričku pracuje na šicím stroji.
Dívka v masce jede na kole po rušné ulici.
Dvě dívky, jedna z nich v černém a mladší, druhá mladší a mladší v bílém, předvádějí si představení.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku ve městě a mluví do mobilu.
Žena si hraje s nohama, zatímco malé dítě v kostýmu prochází kolem malého dítěte.
Skupina lidí se dívají na mladých mužů, kteří hrají na bubny, používá na bubny.
Dívka s upnutýma očima a ochrannými ochrannými ochrannými pruhy.
Malý bílý auto je na železniční trati nebo se zdá být v metru.
Dva horolezci zpívají a hrají na tmavém pódiu.
Dívka v baseballové kšiltovce, bílých šortkách a modrých šortkách stojí na skále v lese.
Dva muži hrají na kytaru před velkou publikem.
Řada lidí tancuje s nápisem "Li" před velkou budovou.
Žena a jeho syn prodává venku na staré budově.
Žena a dva muži, kteří jsou oblečeni jako, mají diskuzi.
Skupina mužů v červeno černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem 34 hraje fotbal na fotbal.
Muž prodává maso na sportovní akci.
Dva muži ze zeleného týmu se perou o druhého týmu během hry.
Děti se shromažďují, aby se vyfotil fotbalový míč.
Člověk v modrém je namačkaná člověka, který vyhazuje míč na bowlingové dráze.
Několik fotbalistů na poli v centru města.
Mladý muž sedí na skateboardu, drží mobilní telefon a pózuje na eskalátoru.
Paní v modrém běží maraton.
Tato kapela se připravuje na vystoupení před publikem.
Cestující olivečkota Gridon ATAS, který se snaží chytit míč.
Dva mladí hráči se perou na ledu, před malým davem, který se dívá na malý dav.
Muži hrají fotbal na bahnité louce.
Basketbalista v bílém klečí, zatímco hráč v červeném se krčí k němu.
Lidé procházející se ve městě ve městě.
Dva závodní auta, jeden z nich a druhý v modrém, jedou po boku po dráze, zatímco kolem nich je několik diváků.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec zírá na malý předmět.
Žena a dítě jdou po ulici.
Hokejový zápasník je focen s mnoha lidmi, kteří se na něj dívají.
Tři ženy leží na trávě v trávě.
Africký chlapec v modrých šortkách, modrém tričku a červených kalhotách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví s rodinou, která drží nějaké nějaký druh zařízení, zatímco se na něj dívají.
Mladý mladý chlapec v zeleném triku leží na bílém posteli.
Záchranář se otáčí, zatímco slunce zapadá v pozadí.
Žena v chladné oblasti s barevnými oblečení.
Čtyři dívky a žena se učí, jak se koupou.
Muž v černo-bílém svetru se snaží opravit koně.
Pán si prohlíží obrázek ženy v modrém tričku, která je v pozadí.
Žena s červenými vlasy je hlubokou hlubokou v čištění vody.
Dva mladí chlapci pózují s matkou na fotce.
Čtyři děti trénují karate, zatímco se dva dospělí sledují.
Muž se opaluje v červeném gauči v obchodním domě.
Skupina lidí si povídá u stolů.
Dva koně závodí, jeden v modré kostkované, modré a druhý v oranžovém, závodí proti sobě v pozadí.
Červené auto je před dvěma auty v pozadí.
Velký býkřový býk, muž v rodeu, se prochází v rodeu, zatímco jeho klaun.
Muž bez trička jde k žlutém kajaku.
Chlapec na oslavě vaření a balíček.
Dva týmy chlapců hrajících fotbal v písku.
Dítě v modrém a dítě v bílém stojí na kamenné zdi u potoka.
Žena si prohlíží květinovou krabici na odpadky.
Lidé jdou po rušné ulici v cizí zemi.
Hráč na pravé straně týmu Welssons o nad postel.
Dva muži, jeden v černo-bílé a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař se svým surfem na oceánu, zatímco se snaží chytit vlnu.
Vodní lyžař se připravuje na odpnutí do bikiny.
Fotbalisté skáčou do vzduchu aby chytil míč pomocí nohou.
Dva chlapci hrají fotbal proti sobě.
Starší osoba přechází ulici s deštníkem v rukou.
Skupina běžců běží směrem k dvou místech.
Skateboardista jede nahoru po betonové zdi, míjí trik, zatímco se snaží udělat trik.
Lidé hrají hru v bazénu.
Muž se učí, jak jiný muž, který se zdá.
Muž, který má na sobě masku, je na kterém je mladého chlapce s knihou.
Mladý muž v modrém tričku na zábradlí na skateboardu v městském prostředí.
Asijský muž sedí na železniční trati s krabicemi.
Muž bez trička, který má na sobě vojenskou uniformy, mává své čepici, sedí v pozadí a dívá se se na něco mimo záběr.
Dvě auta jedou po závodní dráze.
Muž v černo-bílém dresu drží žlutou látce a připravuje se na to.
Dva lidé leží a objímají se na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce hází zelenou věc.
Fotbalista běží k míči.
Muž v černé bundě a černých kalhotách hraje na elektrickou kytaru v pozadí a druhý muž hraje na elektrickou kytaru.
Muž skáče přes překážku z býka.
Žena v modrém tričku a bílých šortkách hraje tenis.
Muž hraje na koncertě na koncertě.
Muž nese velkou kovový kus kovu na rameni, který leze po jeho klíně.
Žena s kamerou hází na hnědému psa, aby chytil.
Zde je obrázek muže a ženu, který si prohlíží velkou kovovou věc nebo dřevěnou věc.
Dvě dívky zvedají ruce do fontány, zatímco lidé jdou kolem.
Krásná dítě, usmívající se dítě bez trika bez trika pózuje s roztaženýma rukama.
Dva muži, jeden v bílém a druhý v modrém, zápasí.
Žena v červených bikinách skáče aby chytil míč, zatímco hrají na pláži.
Záchranář v pruhovaném tričku kontroluje blondýnu na čelo.
Žena, která má na sobě žlutou zástěru, se fotí z velké hrníčku.
Dvě děti přechází malou most po kamenné mostě.
Dvě africké ženy jedou na koních po ulici ve městě, který vypadá, že je ve velké městské oblasti.
Dva chlapci před automatem.
Cyklista v černém jede po prašné cestě v horách.
Žena se slunečními brýlemi fotí obraz svého obrazů.
Žena v neonovém oblečení a bílé helmě jede na kole s horami v pozadí.
Tým cyklistů se shromažďuje, zatímco se diváci dívají.
Čtyři fotbalové týmy v černém se učí jak tým v bílém, zatímco se za ním strkají.
Běžec, který je na zahradě, je na dvoře, zatímco se dva z nich dvacet.
Basketbalista v bílém dresu s číslem 508 je na zemi, který je v černém dresu.
Muž mluví do telefonu venku.
Vysokoškoláci během zápasu během hry se dívají na spoluhráčů.
Cyklista jede na skateboardu v lese v lese.
Tři fotbalisté se snaží o míč a jeden v červeném dresu se snaží chytit míč od muže v bílém dresu.
Chlapec se otáčí, zatímco skáče ve vzduchu.
Dvě děti v pruhovaných svetrech a černých kalhotách venku hrají si venku u sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballové kšiltovce drží pálku za ruku s baseballovouženýma rukama.
Šest mužů sedí na poli, na kterém je dřevěné bedny.
Hnědý pes skáče nahoru po kamenné zdi.
Tento muž je oblečen ve žluté, který má na sobě žluté tričko, drží hnědou koně.
Muž v bílém tričku a zástěře krájí ptáka.
Hispánská žena venku používá venku řas.
Vysokoškoláci závodí na městské ulici s dalšími lidmi, kteří stojí okolo.
Asiatka má na sobě sluneční brýle a jede na kole.
Nějaké děti si venku hrají v hlíně, kde jsou dvě stromy.
Starší muž hraje video videokameru.
Dívka na břehu pláže s horou v lese.
